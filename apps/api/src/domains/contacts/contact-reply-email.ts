// A public reply of the team to a contact message, e-mailed to the sender in the message's language and threaded
// under the acknowledgement (Re: its subject; In-Reply-To and References). It carries the team's words only,
// never the sender's: the form takes any address, and quoting what a stranger typed would send their words on.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../mail/layout/email-layout';
import { contactAcknowledgementSubject } from './contact-acknowledgement-email';
import { replyThreadHeaders } from './mail-threading';

export interface ContactReplyEmailInput {
  to: string;
  language: Language;
  content: string;
  /** This mail's own Message-ID. */
  messageId: string;
  /** The acknowledgement's and earlier public replies' Message-IDs, oldest first. */
  earlierMessageIds: readonly string[];
}

/** Paragraphs as the admin typed them: blank lines separate them, single line breaks stay inside one. */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function contactReplyEmail(input: ContactReplyEmailInput): MailMessage {
  const arabic = input.language === 'ar';
  const body: EmailBody = {
    language: input.language,
    title: arabic ? 'ردّ فريق سمعة على رسالتك' : 'The Sumaa team’s reply to your message',
    paragraphs: [arabic ? 'مرحباً،' : 'Hello,', ...paragraphsOf(input.content)],
    closing: arabic
      ? ['يمكنك الرد على هذا البريد إذا كان لديك سؤال آخر.', 'فريق سمعة']
      : ['You can reply to this e-mail if you have another question.', 'The Sumaa team'],
  };
  return {
    to: input.to,
    subject: `${arabic ? 'رد:' : 'Re:'} ${contactAcknowledgementSubject(input.language)}`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    headers: replyThreadHeaders(input.messageId, input.earlierMessageIds),
  };
}
