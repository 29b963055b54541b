// The launch e-mail to an address left on the coming-soon page, in the language it was left in, with the link
// that takes it off the list (in the footer and as RFC 2369 / RFC 8058 one-click headers).
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';

/** Where a new business owner starts (the shell's sign-up). */
const SIGN_UP_PATH = '/signup';

export function launchReminderSubject(language: Language): string {
  return language === 'ar' ? 'سمعة متاحة الآن' : 'Sumaa is open';
}

export function launchReminderEmail(input: {
  to: string;
  language: Language;
  appUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const signUp = `${input.appUrl}${SIGN_UP_PATH}`;
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: 'سمعة متاحة الآن',
          paragraphs: [
            'مرحباً،',
            'طلبت منّا أن نخبرك عند إطلاق سمعة، وقد أطلقناها اليوم. يمكنك الآن إنشاء حساب لنشاطك التجاري، وربط ملفك على Google، والرد على تقييمات عملائك من مكان واحد.',
          ],
          action: { label: 'أنشئ حسابك', url: signUp },
          closing: ['فريق سمعة'],
          unsubscribe: {
            explanation: 'تصلك هذه الرسالة مرة واحدة لأنك طلبت تذكيراً بموعد الإطلاق في صفحة "قريباً".',
            label: 'إزالة بريدي من القائمة',
            url: input.unsubscribeUrl,
          },
        }
      : {
          language: 'en',
          title: 'Sumaa is open',
          paragraphs: [
            'Hello,',
            'You asked us to tell you when Sumaa launches, and today it has. You can now create an account for your business, connect your Google profile and answer your customers’ reviews in one place.',
          ],
          action: { label: 'Create your account', url: signUp },
          closing: ['The Sumaa team'],
          unsubscribe: {
            explanation:
              'You receive this one e-mail because you asked for a launch reminder on our coming-soon page.',
            label: 'Remove my address from the list',
            url: input.unsubscribeUrl,
          },
        };
  return {
    to: input.to,
    subject: launchReminderSubject(input.language),
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
