// app.mailer: nodemailer over SMTP when SMTP_URL is set, the local outbox otherwise (decisions #18),
// behind a dispatcher that sends outside the request (see mail-dispatcher.ts).
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { MailDispatcher } from '../../mail/mail-dispatcher';
import type { Mailer } from '../../mail/mailer';
import { OutboxMailer } from '../../mail/outbox-mailer';
import { SmtpMailer } from '../../mail/smtp-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailDispatcher;
  }
}

export const OUTBOX_PATH = '/dev/outbox';

/**
 * GET /dev/outbox exists only when asked for (SUMAA_DEV_OUTBOX=on: the zero-setup start, the e2e run, the
 * tests), while the outbox is the transport, and never in production: it shows sign-up codes and reset links.
 */
export function servesOutbox(config: Pick<AppConfig, 'smtpUrl' | 'production' | 'devOutbox'>): boolean {
  return config.devOutbox && !config.smtpUrl && !config.production;
}

export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    const { smtpUrl, mailFrom, publicApiUrl, port } = config;
    if (!smtpUrl && config.production) {
      app.log.warn(
        'SMTP_URL is not set in production: e-mails are NOT delivered, only kept in the mail_outbox table, ' +
          `and ${OUTBOX_PATH} is not mounted. Set SMTP_URL to send them.`,
      );
    }
    const transport: Mailer = smtpUrl
      ? new SmtpMailer(smtpUrl, mailFrom)
      : new OutboxMailer(
          app.db,
          app.log,
          servesOutbox(config) ? `${publicApiUrl ?? `http://localhost:${port}`}${OUTBOX_PATH}` : null,
          config.production,
        );
    const mailer = new MailDispatcher(transport, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mail', dependencies: ['app-context', 'database'] },
);
