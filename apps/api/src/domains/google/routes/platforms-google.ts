// GET /api/Platforms/google: whether the business is connected to Google (any member may look; no token
// is ever shown). DELETE /api/Platforms/google: an admin disconnects; the tokens are deleted here.
import { googleRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { connectionStatusOf, readConnectionRow, revokeConnection } from '../google-store';
import { businessToConnect } from './connect-permission';
import { registerRoute } from '../../../http/register-route';

export const platformsGoogleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, googleRoutes.connectionStatus, {
    handler: async (request) => {
      const { businessId, user } = request.auth!;
      if (!businessId) throw notFound();
      const row = await app.db.tenantTransaction({ businessId, userId: user.id }, (tx) =>
        readConnectionRow(tx, businessId),
      );
      return successEnvelope(connectionStatusOf(row), request.language);
    },
  });

  registerRoute(app, googleRoutes.disconnect, {
    handler: async (request) => {
      const auth = request.auth!;
      const businessId = businessToConnect(auth);
      const row = await app.db.tenantTransaction({ businessId, userId: auth.user.id }, async (tx) => {
        await revokeConnection(tx, { businessId, reason: 'disconnected', now: app.now() });
        return readConnectionRow(tx, businessId);
      });
      return successEnvelope(connectionStatusOf(row), request.language, 'googleDisconnected');
    },
  });
};
