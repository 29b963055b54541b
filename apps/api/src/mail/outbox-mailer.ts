import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { MailMessage, Mailer } from './mailer';

/**
 * The local stand-in for SMTP (decisions #18): messages are kept in the mail_outbox table, readable at
 * GET /dev/outbox (outside production), and their main link is logged so a developer can follow it
 * straight from the console.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Where GET /dev/outbox serves the mails; null when it is not mounted (production). */
    private readonly outboxUrl: string | null,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.database.query(
      'INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
      [message.to.toLowerCase(), message.subject, message.text, message.html],
    );
    this.log.info(
      { to: message.to, subject: message.subject, link: message.actionUrl },
      'e-mail written to the outbox',
    );
  }

  describe(): string {
    return this.outboxUrl
      ? `local outbox ${this.outboxUrl}`
      : 'NOT DELIVERED: kept in the mail_outbox table only (production without SMTP_URL)';
  }

  async close(): Promise<void> {}
}
