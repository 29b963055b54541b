// The e-mail about the new reviews a sync brought in, when the business wants an alert for every review (its
// newReviews switch): one review with its words and a link to it; a few (up to NEW_REVIEWS_LISTED) each with
// its words; more than that summed up (how many, of which sentiment, the average stars) with the first few
// listed and a link to the inbox. In the business's language. With only negative-review alerts on, the
// negative-reviews e-mail is sent instead.
import type { Language, ReviewSentiment } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';
import {
  reviewExcerpt,
  reviewHeadline,
  reviewInboxLink,
  reviewsInboxLink,
  settingsReminder,
  teamSignature,
  type ReviewInEmail,
} from './review-email-parts';
import { unsubscribeFooter, withUnsubscribeHeaders, type UnsubscribeLink } from './unsubscribe-parts';

/** Up to this many new reviews are each shown; beyond, the e-mail sums them up and shows this many. */
export const NEW_REVIEWS_LISTED = 3;

export interface NewReviewInEmail extends ReviewInEmail {
  sentiment: ReviewSentiment;
}

export interface NewReviewsEmailInput {
  to: string;
  recipientName: string;
  businessName: string;
  /** The reviews to show, in the order shown (at least one; only the first NEW_REVIEWS_LISTED are). */
  reviews: readonly NewReviewInEmail[];
  /** The whole batch, of which `reviews` may be the first few. */
  batch: { total: number; positive: number; negative: number; neutral: number; averageStars: number };
  publicAppUrl: string;
  language: Language;
  /** The recipient's link that turns new-review alerts off. */
  unsubscribe?: UnsubscribeLink;
}

function oneReview(input: NewReviewsEmailInput, review: NewReviewInEmail): EmailBody {
  const { language } = input;
  const url = reviewInboxLink(input.publicAppUrl, review.reviewId);
  const negative = review.sentiment === 'Negative';
  const described = [reviewHeadline(language, review), reviewExcerpt(language, review)];
  const closing = [settingsReminder(language, input.businessName), teamSignature(language)];
  return language === 'ar'
    ? {
        language,
        title: negative ? `تقييم سلبي جديد لـ ${input.businessName}` : `تقييم جديد لـ ${input.businessName}`,
        paragraphs: [
          `مرحباً ${input.recipientName}،`,
          negative ? 'وصل تقييم سلبي جديد على Google:' : 'وصل تقييم جديد على Google:',
          ...described,
        ],
        action: { label: 'فتح التقييم والرد عليه', url },
        closing,
      }
    : {
        language,
        title: negative
          ? `A new negative review of ${input.businessName}`
          : `A new review of ${input.businessName}`,
        paragraphs: [
          `Hello ${input.recipientName},`,
          negative ? 'A new negative review arrived on Google:' : 'A new review arrived on Google:',
          ...described,
        ],
        action: { label: 'Open and answer it', url },
        closing,
      };
}

function averageText(stars: number): string {
  return stars.toFixed(1);
}

function severalReviews(input: NewReviewsEmailInput): EmailBody {
  const { language, batch } = input;
  const listed = input.reviews.slice(0, NEW_REVIEWS_LISTED);
  const lines = listed.map(
    (review) => `• ${reviewHeadline(language, review)}: ${reviewExcerpt(language, review)}`,
  );
  const summed = batch.total > NEW_REVIEWS_LISTED;
  const more = batch.total - listed.length;
  const url = reviewsInboxLink(input.publicAppUrl);
  const closing = [settingsReminder(language, input.businessName), teamSignature(language)];
  if (language === 'ar') {
    const arrived = summed
      ? `وصلت تقييمات جديدة على Google، عددها ${batch.total}: ${batch.positive} إيجابية، ${batch.negative} سلبية، ${batch.neutral} محايدة، بمتوسط ${averageText(batch.averageStars)} من 5 نجوم.`
      : `وصلت تقييمات جديدة على Google، عددها ${batch.total}:`;
    return {
      language,
      title: `تقييمات جديدة لـ ${input.businessName}: ${batch.total}`,
      paragraphs: [
        `مرحباً ${input.recipientName}،`,
        arrived,
        ...(summed ? ['منها:'] : []),
        ...lines,
        ...(more > 0 ? [`وغيرها في صندوق التقييمات، عددها ${more}.`] : []),
      ],
      action: { label: 'عرض التقييمات', url },
      closing,
    };
  }
  const arrived = summed
    ? `${batch.total} new reviews arrived on Google: ${batch.positive} positive, ${batch.negative} negative, ${batch.neutral} neutral, ${averageText(batch.averageStars)} stars on average.`
    : `${batch.total} new reviews arrived on Google:`;
  return {
    language,
    title: `${batch.total} new reviews of ${input.businessName}`,
    paragraphs: [
      `Hello ${input.recipientName},`,
      arrived,
      ...(summed ? ['Among them:'] : []),
      ...lines,
      ...(more > 0 ? [`And ${more} more in the inbox.`] : []),
    ],
    action: { label: 'See the reviews', url },
    closing,
  };
}

export function newReviewsEmail(input: NewReviewsEmailInput): MailMessage {
  const single = input.batch.total === 1 && input.reviews.length === 1;
  const body = single ? oneReview(input, input.reviews[0]) : severalReviews(input);
  if (input.unsubscribe)
    body.unsubscribe = unsubscribeFooter(input.language, input.businessName, input.unsubscribe);
  return withUnsubscribeHeaders(
    {
      to: input.to,
      subject: body.title,
      text: renderEmailText(body),
      html: renderEmailHtml(body),
      actionUrl: body.action?.url,
    },
    input.unsubscribe,
  );
}
