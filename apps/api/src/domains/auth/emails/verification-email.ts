// The e-mail with the 6-digit code and the one-click link to /verify-email?email=…&otp=….
import { EMAIL_LINK_PATHS, type Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';

export interface VerificationEmailInput {
  to: string;
  name: string;
  code: string;
  publicAppUrl: string;
  language: Language;
  validMinutes: number;
}

export function verificationLink(publicAppUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, otp: code });
  return `${publicAppUrl}${EMAIL_LINK_PATHS.verifyEmail}?${query.toString()}`;
}

export function verificationEmail(input: VerificationEmailInput): MailMessage {
  const url = verificationLink(input.publicAppUrl, input.to, input.code);
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: 'أكّد بريدك الإلكتروني',
          paragraphs: [
            `مرحباً ${input.name}،`,
            'شكراً لتسجيلك في سمعة. لإكمال إنشاء حسابك، أدخل رمز التحقق التالي أو اضغط على الزر أدناه:',
          ],
          highlight: input.code,
          action: { label: 'تأكيد البريد الإلكتروني', url },
          closing: [
            `ينتهي هذا الرمز بعد ${input.validMinutes} دقيقة. إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.`,
            'فريق سمعة',
          ],
        }
      : {
          language: 'en',
          title: 'Confirm your email address',
          paragraphs: [
            `Hello ${input.name},`,
            'Thanks for signing up to Sumaa. To finish creating your account, enter this verification code or use the button below:',
          ],
          highlight: input.code,
          action: { label: 'Confirm my email', url },
          closing: [
            `The code expires in ${input.validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
            'The Sumaa team',
          ],
        };
  return {
    to: input.to,
    subject:
      input.language === 'ar'
        ? `رمز التحقق الخاص بك في سمعة: ${input.code}`
        : `Your Sumaa verification code: ${input.code}`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
