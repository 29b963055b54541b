// The e-mail telling a member that a review was assigned to them, with the link that opens it in the inbox,
// in the business's language (its settings → preferences → language), like every e-mail of the business.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';
import {
  reviewExcerpt,
  reviewHeadline,
  reviewInboxLink,
  settingsReminder,
  teamSignature,
  type ReviewInEmail,
} from './review-email-parts';

export interface ReviewAssignedEmailInput {
  to: string;
  assigneeName: string;
  assignerName: string;
  businessName: string;
  review: ReviewInEmail;
  publicAppUrl: string;
  language: Language;
}

export function reviewAssignedEmail(input: ReviewAssignedEmailInput): MailMessage {
  const { language, review } = input;
  const url = reviewInboxLink(input.publicAppUrl, review.reviewId);
  const body: EmailBody =
    language === 'ar'
      ? {
          language,
          title: 'أُسنِد إليك تقييم',
          paragraphs: [
            `مرحباً ${input.assigneeName}،`,
            `أسند إليك ${input.assignerName} تقييماً في ${input.businessName}:`,
            reviewHeadline(language, review),
            reviewExcerpt(language, review),
          ],
          action: { label: 'فتح التقييم', url },
          closing: [settingsReminder(language, input.businessName), teamSignature(language)],
        }
      : {
          language,
          title: 'A review was assigned to you',
          paragraphs: [
            `Hello ${input.assigneeName},`,
            `${input.assignerName} assigned you a review of ${input.businessName}:`,
            reviewHeadline(language, review),
            reviewExcerpt(language, review),
          ],
          action: { label: 'Open the review', url },
          closing: [settingsReminder(language, input.businessName), teamSignature(language)],
        };
  return {
    to: input.to,
    subject:
      language === 'ar'
        ? `أسند إليك ${input.assignerName} تقييماً في ${input.businessName}`
        : `${input.assignerName} assigned you a review of ${input.businessName}`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
