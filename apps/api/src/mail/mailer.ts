// Outgoing e-mail behind one small interface: SMTP when configured, the local outbox otherwise.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's main link (verification, reset). A secret like the code: never logged. */
  actionUrl?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export type MailTransportKind = 'smtp' | 'outbox';

export interface Mailer {
  readonly kind: MailTransportKind;
  send(message: MailMessage): Promise<void>;
  /** Human-readable "where mail goes", for the start banner and health checks. */
  describe(): string;
  close(): Promise<void>;
}
