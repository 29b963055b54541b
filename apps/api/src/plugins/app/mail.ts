// app.mailer: nodemailer over SMTP when SMTP_URL is set, the local outbox otherwise (decisions #18).
import fp from 'fastify-plugin';
import type { Mailer } from '../../mail/mailer';
import { OutboxMailer } from '../../mail/outbox-mailer';
import { SmtpMailer } from '../../mail/smtp-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const OUTBOX_PATH = '/dev/outbox';

export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, publicApiUrl, port } = app.config;
    const mailer: Mailer = smtpUrl
      ? new SmtpMailer(smtpUrl, mailFrom)
      : new OutboxMailer(app.db, app.log, `${publicApiUrl ?? `http://localhost:${port}`}${OUTBOX_PATH}`);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mail', dependencies: ['app-context', 'database'] },
);
