// The e-mail about new negative reviews a sync brought in: one review with its words and a link to it, or
// several listed (the first NEGATIVE_REVIEWS_LISTED) with a link to the inbox's negative reviews. In the
// business's language.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';
import {
  negativeReviewsInboxLink,
  reviewExcerpt,
  reviewHeadline,
  reviewInboxLink,
  settingsReminder,
  teamSignature,
  type ReviewInEmail,
} from './review-email-parts';
import { unsubscribeFooter, withUnsubscribeHeaders, type UnsubscribeLink } from './unsubscribe-parts';

/** An e-mail stays readable: beyond this many, it says how many more there are. */
export const NEGATIVE_REVIEWS_LISTED = 20;

export interface NegativeReviewsEmailInput {
  to: string;
  recipientName: string;
  businessName: string;
  /** Newest first; the first NEGATIVE_REVIEWS_LISTED are shown. At least one. */
  reviews: readonly ReviewInEmail[];
  /** How many there are in all (the list may hold only the first ones). */
  total: number;
  publicAppUrl: string;
  language: Language;
  /** The recipient's link that turns negative-review alerts off. */
  unsubscribe?: UnsubscribeLink;
}

function oneReview(input: NegativeReviewsEmailInput, review: ReviewInEmail): EmailBody {
  const { language } = input;
  const url = reviewInboxLink(input.publicAppUrl, review.reviewId);
  const described = [reviewHeadline(language, review), reviewExcerpt(language, review)];
  const closing = [settingsReminder(language, input.businessName), teamSignature(language)];
  return language === 'ar'
    ? {
        language,
        title: `تقييم سلبي جديد لـ ${input.businessName}`,
        paragraphs: [`مرحباً ${input.recipientName}،`, 'وصل تقييم سلبي جديد على Google:', ...described],
        action: { label: 'فتح التقييم والرد عليه', url },
        closing,
      }
    : {
        language,
        title: `A new negative review of ${input.businessName}`,
        paragraphs: [
          `Hello ${input.recipientName},`,
          'A new negative review arrived on Google:',
          ...described,
        ],
        action: { label: 'Open and answer it', url },
        closing,
      };
}

function severalReviews(input: NegativeReviewsEmailInput): EmailBody {
  const { language, total } = input;
  const listed = input.reviews.slice(0, NEGATIVE_REVIEWS_LISTED);
  const lines = listed.map(
    (review) => `• ${reviewHeadline(language, review)}: ${reviewExcerpt(language, review)}`,
  );
  const more = total - listed.length;
  const url = negativeReviewsInboxLink(input.publicAppUrl);
  const closing = [settingsReminder(language, input.businessName), teamSignature(language)];
  return language === 'ar'
    ? {
        language,
        title: `تقييمات سلبية جديدة لـ ${input.businessName}: ${total}`,
        paragraphs: [
          `مرحباً ${input.recipientName}،`,
          `وصلت تقييمات سلبية جديدة على Google، عددها ${total}:`,
          ...lines,
          ...(more > 0 ? [`وغيرها في صندوق التقييمات، عددها ${more}.`] : []),
        ],
        action: { label: 'عرض التقييمات السلبية', url },
        closing,
      }
    : {
        language,
        title: `${total} new negative reviews of ${input.businessName}`,
        paragraphs: [
          `Hello ${input.recipientName},`,
          `${total} new negative reviews arrived on Google:`,
          ...lines,
          ...(more > 0 ? [`And ${more} more in the inbox.`] : []),
        ],
        action: { label: 'See the negative reviews', url },
        closing,
      };
}

export function negativeReviewsEmail(input: NegativeReviewsEmailInput): MailMessage {
  const single = input.total === 1 && input.reviews.length === 1;
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
