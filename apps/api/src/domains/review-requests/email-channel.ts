// The e-mail channel of review requests (issue 23): the request's text in the e-mail frame, its link as the
// button, and an unsubscribe link that opts the contact out, offered to the mail client as one-click too
// (List-Unsubscribe, List-Unsubscribe-Post: RFC 2369, RFC 8058). Sent straight through the mailer's transport
// (deliver), which says whether it was taken: the request's own row is the durable record of the send.
import type { Language } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../mail/layout/email-layout';
import type { MailMessage } from '../../mail/mailer';
import { EMAIL_BUTTON, EMAIL_SUBJECTS, renderTemplate, type TemplateValues } from './message-templates';

const UNSUBSCRIBE: Record<Language, { explanation: (business: string) => string; label: string }> = {
  ar: {
    explanation: (business) => `وصلتك هذه الرسالة لأنك من عملاء ${business}.`,
    label: 'لا أرغب في رسائل طلب التقييم',
  },
  en: {
    explanation: (business) => `You receive this e-mail because you are a customer of ${business}.`,
    label: 'Stop review-request e-mails',
  },
};

export interface ReviewRequestEmail {
  to: string;
  language: Language;
  /** The rendered text (the template with its placeholders filled). */
  text: string;
  values: TemplateValues;
  unsubscribeUrl: string;
}

export function reviewRequestMailMessage(email: ReviewRequestEmail): MailMessage {
  const { language, values } = email;
  const body: EmailBody = {
    language,
    title: renderTemplate(EMAIL_SUBJECTS[language], values),
    paragraphs: email.text
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    action: { label: EMAIL_BUTTON[language], url: values.link },
    closing: [values.business],
    unsubscribe: {
      explanation: UNSUBSCRIBE[language].explanation(values.business),
      label: UNSUBSCRIBE[language].label,
      url: email.unsubscribeUrl,
    },
  };
  return {
    to: email.to,
    subject: body.title,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    headers: {
      'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sends it now; rejects when the transport refused it (the delivery job then tries again). */
export async function sendReviewRequestEmail(
  app: FastifyInstance,
  requestId: string,
  email: ReviewRequestEmail,
): Promise<{ providerMessageId: string }> {
  await app.mailer.deliver(reviewRequestMailMessage(email));
  return { providerMessageId: `email:${requestId}` };
}
