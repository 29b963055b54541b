// The e-mail a business's owner gets when the platform's administrator cancels or reactivates its
// subscription by hand (PUT /api/subscriptions/{id}/status), in the business's language. A cancellation says
// what happens to the business: its data is kept and readable; syncing and replying stop until it pays.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';
import { formatNoticeDate } from '../plans/plan-price-notice-email';

export interface AdminStatusEmailInput {
  to: string;
  ownerName: string;
  businessName: string;
  planName: string;
  newStatus: 'active' | 'cancelled';
  /** For a reactivation: the end of the new period. */
  periodEnd: Date;
  publicAppUrl: string;
  language: Language;
}

export function adminStatusEmail(input: AdminStatusEmailInput): MailMessage {
  const { language } = input;
  const url = `${input.publicAppUrl}/customer/subscription`;
  const until = formatNoticeDate(input.periodEnd, language);
  const cancelled = input.newStatus === 'cancelled';
  const body: EmailBody =
    language === 'ar'
      ? {
          language,
          title: cancelled ? 'تم إلغاء اشتراكك' : 'تمت إعادة تفعيل اشتراكك',
          paragraphs: cancelled
            ? [
                `مرحباً ${input.ownerName}،`,
                `ألغت إدارة منصة سمعة اشتراك ${input.businessName} في باقة ${input.planName}.`,
                'بياناتك وتقييماتك محفوظة ويمكنك قراءتها، لكن المزامنة والردود متوقفة حتى تختار باقة وتدفع.',
              ]
            : [
                `مرحباً ${input.ownerName}،`,
                `أعادت إدارة منصة سمعة تفعيل اشتراك ${input.businessName} في باقة ${input.planName} حتى ${until}.`,
              ],
          action: { label: 'عرض الاشتراك', url },
          closing: ['فريق سمعة'],
        }
      : {
          language,
          title: cancelled ? 'Your subscription was cancelled' : 'Your subscription was reactivated',
          paragraphs: cancelled
            ? [
                `Hello ${input.ownerName},`,
                `The Sumaa platform team cancelled ${input.businessName}’s subscription to the ${input.planName} plan.`,
                'Your data and reviews are kept and you can still read them, but syncing and replying are paused until you choose a plan and pay.',
              ]
            : [
                `Hello ${input.ownerName},`,
                `The Sumaa platform team reactivated ${input.businessName}’s subscription to the ${input.planName} plan until ${until}.`,
              ],
          action: { label: 'View your subscription', url },
          closing: ['The Sumaa team'],
        };
  return {
    to: input.to,
    subject: `${body.title} — ${input.businessName}`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
