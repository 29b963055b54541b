import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { MailMessage, Mailer } from './mailer';

/**
 * The local stand-in for SMTP (decisions #18): messages are kept in the mail_outbox table, readable at
 * GET /dev/outbox when it is mounted. The log says where to read them, never their subject or link: those
 * carry sign-up codes and reset tokens, and logs travel further than the outbox.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Where GET /dev/outbox serves the mails; null when it is not mounted. */
    private readonly outboxUrl: string | null,
    private readonly production: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.database.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers)
       VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [
        message.to.toLowerCase(),
        message.subject,
        message.text,
        message.html,
        JSON.stringify(message.headers ?? {}),
      ],
    );
    this.log.info({ to: message.to, outbox: this.outboxUrl }, 'e-mail written to the outbox');
  }

  describe(): string {
    if (this.outboxUrl) return `local outbox ${this.outboxUrl} (this machine only)`;
    return this.production
      ? 'NOT DELIVERED: kept in the mail_outbox table only (production without SMTP_URL)'
      : 'NOT DELIVERED: kept in the mail_outbox table only (SUMAA_DEV_OUTBOX=on serves them at /dev/outbox)';
  }

  async close(): Promise<void> {}
}
