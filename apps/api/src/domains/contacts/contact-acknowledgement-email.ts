// The short "we got your message" e-mail to whoever wrote through the contact form, in their language.
// It repeats nothing the sender typed (not even the name): the form takes any address, and an e-mail
// echoing free text would let strangers send their words to someone else through us.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../mail/layout/email-layout';

export interface ContactAcknowledgementInput {
  to: string;
  language: Language;
  /** Kept with the message, so that the team's replies are threaded under this mail. */
  messageId?: string | null;
}

export function contactAcknowledgementSubject(language: Language): string {
  return language === 'ar' ? 'وصلتنا رسالتك - سمعة' : 'We received your message - Sumaa';
}

export function contactAcknowledgementEmail(input: ContactAcknowledgementInput): MailMessage {
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: 'وصلتنا رسالتك',
          paragraphs: [
            'مرحباً،',
            'شكراً لتواصلك مع سمعة. استلمنا رسالتك، وسيرد عليك فريقنا على هذا البريد خلال 24 ساعة في أيام العمل (من الأحد إلى الخميس).',
          ],
          closing: ['إذا لم ترسل إلينا أي رسالة، فتجاهل هذا البريد.', 'فريق سمعة'],
        }
      : {
          language: 'en',
          title: 'We received your message',
          paragraphs: [
            'Hello,',
            'Thank you for contacting Sumaa. We have received your message and our team will reply to this address within 24 hours on working days (Sunday to Thursday).',
          ],
          closing: ['If you did not write to us, you can ignore this e-mail.', 'The Sumaa team'],
        };
  return {
    to: input.to,
    subject: contactAcknowledgementSubject(input.language),
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    ...(input.messageId ? { headers: { 'Message-ID': input.messageId } } : {}),
  };
}
