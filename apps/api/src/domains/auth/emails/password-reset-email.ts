// The e-mail with the single-use link to /reset-password?token=….
import { EMAIL_LINK_PATHS, type Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';

export interface PasswordResetEmailInput {
  to: string;
  name: string;
  token: string;
  publicAppUrl: string;
  language: Language;
  validMinutes: number;
}

export function passwordResetLink(publicAppUrl: string, token: string): string {
  return `${publicAppUrl}${EMAIL_LINK_PATHS.resetPassword}?${new URLSearchParams({ token }).toString()}`;
}

export function passwordResetEmail(input: PasswordResetEmailInput): MailMessage {
  const url = passwordResetLink(input.publicAppUrl, input.token);
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: 'إعادة تعيين كلمة المرور',
          paragraphs: [
            `مرحباً ${input.name}،`,
            'تلقينا طلباً لإعادة تعيين كلمة المرور لحسابك في سمعة. اضغط على الزر أدناه لاختيار كلمة مرور جديدة:',
          ],
          action: { label: 'إعادة تعيين كلمة المرور', url },
          closing: [
            `يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته بعد ${input.validMinutes} دقيقة. إذا لم تطلب إعادة التعيين، تجاهل هذه الرسالة وستبقى كلمة المرور الحالية كما هي.`,
            'فريق سمعة',
          ],
        }
      : {
          language: 'en',
          title: 'Reset your password',
          paragraphs: [
            `Hello ${input.name},`,
            'We received a request to reset the password of your Sumaa account. Use the button below to choose a new one:',
          ],
          action: { label: 'Reset my password', url },
          closing: [
            `The link works once and expires in ${input.validMinutes} minutes. If you did not ask for a reset, ignore this e-mail and your password stays as it is.`,
            'The Sumaa team',
          ],
        };
  return {
    to: input.to,
    subject: input.language === 'ar' ? 'إعادة تعيين كلمة المرور في سمعة' : 'Reset your Sumaa password',
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
