// app.mailer: nodemailer over SMTP when SMTP_URL is set, the local outbox otherwise (decisions #18), behind a
// dispatcher that queues every message in the database and sends it outside the request (mail-dispatcher.ts).
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { PeriodicSchedule } from '../../jobs/periodic-schedule';
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

/** How often a process with the worker looks for mail a killed process left, or whose next try has come. */
const SWEEP_EVERY_MS = 15_000;

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
    const mailer = new MailDispatcher({ transport, database: app.db, now: app.now, log: app.log });
    app.decorate('mailer', mailer);
    // The message is in the database before the reply says it was sent: a process killed after the reply
    // loses no mail. Only the write is waited for, never the transport.
    app.addHook('onSend', async (_request, _reply, payload) => {
      await mailer.written();
      return payload;
    });
    const sweep = new PeriodicSchedule({
      name: 'mail queue',
      everyMs: SWEEP_EVERY_MS,
      log: app.log.child({ component: 'mail' }),
      task: async () => {
        await mailer.sendDue();
      },
    });
    if (config.jobs.workerEnabled) {
      app.addHook('onReady', async () => {
        sweep.start();
      });
    }
    app.addHook('onClose', async () => {
      await sweep.stop();
      await mailer.close();
    });
  },
  { name: 'mail', dependencies: ['app-context', 'database'] },
);
