// Message-IDs for the contact mails (RFC 5322 §3.6.4), so that a reply is threaded under the acknowledgement in
// the sender's mail client: the reply carries In-Reply-To (the mail it answers) and References (the whole chain).
import { randomUUID } from 'node:crypto';

/** The domain of MAIL_FROM (`"Sumaa" <no-reply@sumaa.local>` → sumaa.local), else a local one. */
export function mailDomainOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'sumaa.local';
}

export function newMessageId(kind: 'contact' | 'contact-reply', mailFrom: string): string {
  return `<${kind}.${randomUUID()}@${mailDomainOf(mailFrom)}>`;
}

/** The headers of a reply: its own id, the mail it answers, and every earlier id of the thread. */
export function replyThreadHeaders(messageId: string, earlier: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { 'Message-ID': messageId };
  if (earlier.length > 0) {
    headers['In-Reply-To'] = earlier[earlier.length - 1];
    headers.References = earlier.join(' ');
  }
  return headers;
}
