// The e-mails of leaving, to the owner in their own language: the deletion scheduled (with the date and how to
// cancel), cancelled, carried out (with what was kept and why); and to a member who deleted their own account.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';
import { formatNoticeDate } from '../../billing';

/** Where the owner cancels: the business settings, whose "Your data" section holds the button. */
const SETTINGS_PATH = '/customer/settings';

function message(to: string, subject: string, body: EmailBody, actionUrl?: string): MailMessage {
  return { to, subject, text: renderEmailText(body), html: renderEmailHtml(body), actionUrl };
}

export interface DeletionEmailInput {
  to: string;
  language: Language;
  businessName: string;
}

export function deletionScheduledEmail(
  input: DeletionEmailInput & { effectiveAt: Date; publicAppUrl: string },
): MailMessage {
  const date = formatNoticeDate(input.effectiveAt, input.language);
  const url = `${input.publicAppUrl}${SETTINGS_PATH}`;
  const ar = input.language === 'ar';
  const body: EmailBody = ar
    ? {
        language: 'ar',
        title: `سيُحذف ${input.businessName} في ${date}`,
        paragraphs: [
          `طلبتَ حذف النشاط التجاري ${input.businessName} وكل بياناته من سمعة.`,
          `سيتم الحذف في ${date}. حتى ذلك الحين يبقى كل شيء كما هو، ويمكنك إلغاء الحذف من الإعدادات في قسم «بياناتك».`,
          'ننصحك بتصدير بياناتك قبل ذلك التاريخ.',
        ],
        action: { label: 'إلغاء الحذف', url },
        closing: ['إذا لم تطلب هذا الحذف، ألغِه فوراً وغيّر كلمة المرور.', 'فريق سمعة'],
      }
    : {
        language: 'en',
        title: `${input.businessName} will be deleted on ${date}`,
        paragraphs: [
          `You asked to delete ${input.businessName} and all of its data from Sumaa.`,
          `The deletion takes effect on ${date}. Until then everything stays as it is, and you can cancel the deletion in the settings, under "Your data".`,
          'We recommend exporting your data before that date.',
        ],
        action: { label: 'Cancel the deletion', url },
        closing: ['If you did not ask for this, cancel it now and change your password.', 'The Sumaa team'],
      };
  return message(input.to, body.title, body, url);
}

export function deletionCancelledEmail(input: DeletionEmailInput): MailMessage {
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: `أُلغي حذف ${input.businessName}`,
          paragraphs: [`لن يُحذف النشاط التجاري ${input.businessName}، وتبقى بياناته كما هي.`],
          closing: ['فريق سمعة'],
        }
      : {
          language: 'en',
          title: `The deletion of ${input.businessName} was cancelled`,
          paragraphs: [`${input.businessName} will not be deleted; its data stays as it is.`],
          closing: ['The Sumaa team'],
        };
  return message(input.to, body.title, body);
}

export function deletionCompletedEmail(
  input: DeletionEmailInput & { keptInvoices: number; keepYears: number },
): MailMessage {
  const ar = input.language === 'ar';
  const kept = ar
    ? `احتفظنا فقط بنسخة من فواتيرك الضريبية المدفوعة (${input.keptInvoices}) كما صدرت، لأن نظام ضريبة القيمة المضافة يلزمنا بحفظها ${input.keepYears} سنوات، ثم تُحذف.`
    : `We kept only a copy of your paid tax invoices (${input.keptInvoices}) as issued, because VAT law requires us to keep them for ${input.keepYears} years; then they are deleted.`;
  const body: EmailBody = ar
    ? {
        language: 'ar',
        title: `تم حذف ${input.businessName}`,
        paragraphs: [
          `حُذف النشاط التجاري ${input.businessName} وكل بياناته من سمعة: التقييمات والردود والفريق والفروع والإعدادات، وأُلغي ربطه بحساب Google.`,
          ...(input.keptInvoices > 0 ? [kept] : []),
        ],
        closing: ['شكراً لاستخدامك سمعة.', 'فريق سمعة'],
      }
    : {
        language: 'en',
        title: `${input.businessName} has been deleted`,
        paragraphs: [
          `${input.businessName} and all of its data have been deleted from Sumaa: reviews, replies, team, locations and settings, and its access to Google was revoked.`,
          ...(input.keptInvoices > 0 ? [kept] : []),
        ],
        closing: ['Thank you for using Sumaa.', 'The Sumaa team'],
      };
  return message(input.to, body.title, body);
}

export function accountDeletedEmail(input: { to: string; language: Language }): MailMessage {
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: 'تم حذف حسابك في سمعة',
          paragraphs: [
            'حُذف حسابك وبياناتك الشخصية من سمعة بناءً على طلبك. تبقى الأنشطة التجارية التي كنت عضواً فيها، وتظهر ردودك فيها دون اسمك.',
          ],
          closing: ['فريق سمعة'],
        }
      : {
          language: 'en',
          title: 'Your Sumaa account has been deleted',
          paragraphs: [
            'Your account and personal data have been deleted from Sumaa at your request. The businesses you were a member of stay, and your replies there are shown without your name.',
          ],
          closing: ['The Sumaa team'],
        };
  return message(input.to, body.title, body);
}
