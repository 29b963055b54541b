// GET /dev/outbox: the mails of the local outbox, newest first, optionally only those to one address.
// A developer tool (a plain JSON list, not the API envelope), mounted only with SUMAA_DEV_OUTBOX=on, while
// no SMTP server is set and NODE_ENV is not production (servesOutbox). It answers loopback clients only:
// the API listens on every interface by default, and these mails hold sign-up codes and reset links.
// Mail is sent after the reply of the call that caused it, possibly by another API process, so this waits (a
// while) for mail still on its way, here or in the queue: a client reading the outbox right after signing up
// finds its code.
import { platformRoutes } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../../http/app-error';
import { registerRoute } from '../../../http/register-route';
import { listOutboxMails } from '../platform-store';

/**
 * The socket's own peer address, not request.ip: with TRUST_PROXY set, request.ip comes from
 * X-Forwarded-For, which any client can write.
 */
export function isLoopbackClient(request: Pick<FastifyRequest, 'socket'>): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/** At most this long: mail stuck behind a dead process's lease is not waited for. */
const MAIL_ON_ITS_WAY_WAIT_MS = 3_000;

export const outboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw forbidden('forbidden');
  });

  registerRoute(app, platformRoutes.outbox, {
    handler: async (request) => {
      const to = request.query.to?.toLowerCase() || null;
      await app.mailer.settled(to, MAIL_ON_ITS_WAY_WAIT_MS);
      return listOutboxMails(app.db, to);
    },
  });
};
