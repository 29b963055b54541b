// GET /api/Platforms/google: whether the business is connected to Google (any member may look; no token
// is ever shown). DELETE /api/Platforms/google: an admin disconnects; the tokens are deleted here.
import { googleConnectionStatusSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import {
  connectionStatusOf,
  readConnectionRow,
  revokeConnection,
} from '../../integrations/google/connection-store';
import { businessToConnect } from './connect-permission';

export const platformsGoogleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/google',
    {
      schema: {
        tags: ['Google'],
        summary: "The business's Google connection: connected, Google account e-mail, since when",
        security: [{ bearerAuth: [] }],
        response: envelopeResponses(googleConnectionStatusSchema, {
          authenticated: true,
          extraFailures: [404],
        }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const { businessId, user } = request.auth!;
      if (!businessId) throw notFound();
      const row = await app.db.tenantTransaction({ businessId, userId: user.id }, (tx) =>
        readConnectionRow(tx, businessId),
      );
      return successEnvelope(connectionStatusOf(row), request.language);
    },
  );

  app.delete(
    '/google',
    {
      schema: {
        tags: ['Google'],
        summary: 'Disconnect Google: the stored tokens are deleted (admins of the business)',
        security: [{ bearerAuth: [] }],
        response: envelopeResponses(googleConnectionStatusSchema, { authenticated: true }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const auth = request.auth!;
      const businessId = businessToConnect(auth);
      const row = await app.db.tenantTransaction({ businessId, userId: auth.user.id }, async (tx) => {
        await revokeConnection(tx, { businessId, reason: 'disconnected', now: app.now() });
        return readConnectionRow(tx, businessId);
      });
      return successEnvelope(connectionStatusOf(row), request.language, 'googleDisconnected');
    },
  );
};
