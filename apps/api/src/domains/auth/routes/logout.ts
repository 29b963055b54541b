// POST /api/UsernameAuth/logout: ends the session the refresh token belongs to, which also stops its
// access tokens. Idempotent: an unknown or already revoked token still answers success.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.logout, {
    handler: async (request) => {
      await app.db.transaction((tx) => app.sessions.revokeByToken(tx, request.body.refresh_token, 'logout'));
      return successEnvelope(null, request.language, 'signedOut');
    },
  });
};
