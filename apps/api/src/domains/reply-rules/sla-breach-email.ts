// The e-mail telling the owner that a review a rule escalated was not answered within its SLA, in the business's
// language, with the link that opens the review in the inbox.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../mail/layout/email-layout';

export interface SlaBreachEmailInput {
  to: string;
  ownerName: string;
  businessName: string;
  ruleName: string;
  slaHours: number;
  stars: number;
  reviewId: string;
  publicAppUrl: string;
  language: Language;
}

export function slaBreachEmail(input: SlaBreachEmailInput): MailMessage {
  const url = `${input.publicAppUrl}/customer/reviews?review=${encodeURIComponent(input.reviewId)}`;
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: 'تقييم تجاوز مهلة الرد',
          paragraphs: [
            `مرحباً ${input.ownerName}،`,
            `تقييم من ${input.stars} نجوم في ${input.businessName} لم يُرد عليه خلال ${input.slaHours} ساعة، كما تطلب القاعدة «${input.ruleName}».`,
          ],
          action: { label: 'فتح التقييم', url },
          closing: ['فريق سمعة'],
        }
      : {
          language: 'en',
          title: 'A review passed its time to answer',
          paragraphs: [
            `Hello ${input.ownerName},`,
            `A ${input.stars}-star review of ${input.businessName} was not answered within ${input.slaHours} hours, as the rule “${input.ruleName}” asks.`,
          ],
          action: { label: 'Open the review', url },
          closing: ['The Sumaa team'],
        };
  return {
    to: input.to,
    subject:
      input.language === 'ar'
        ? `تقييم لم يُرد عليه خلال ${input.slaHours} ساعة في ${input.businessName}`
        : `A review of ${input.businessName} was not answered within ${input.slaHours} hours`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
