// GET /dev/outbox: the mails of the local outbox, newest first, optionally only those to one address.
// A developer tool (a plain JSON list, not the API envelope), mounted only while no SMTP server is set
// and NODE_ENV is not production. Mail is sent after the reply of the call that caused it, so this
// waits for mail still on its way: a client reading the outbox right after signing up finds its code.
import { outboxMailSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const OUTBOX_PAGE = 200;

export const outboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['Development'],
        summary: 'Mails written to the local outbox, newest first',
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async (request) => {
      await app.mailer.idle();
      const to = request.query.to?.toLowerCase() || null;
      const rows = await app.db.query<{
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string;
        created_at: Date;
      }>(
        `SELECT to_address, subject, text_body, html_body, created_at FROM mail_outbox
          WHERE $1::text IS NULL OR to_address = $1::text
          ORDER BY id DESC LIMIT ${OUTBOX_PAGE}`,
        [to],
      );
      return rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        createdAt: row.created_at.toISOString(),
      }));
    },
  );
};
