// POST /api/UsernameAuth/logout: ends the session the refresh token belongs to, which also stops its
// access tokens. Idempotent: an unknown or already revoked token still answers success.
import { refreshRequestSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, successEnvelope } from '../../http/envelope';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Sign out: revoke the session of this refresh token',
        body: refreshRequestSchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await app.db.transaction((tx) => app.sessions.revokeByToken(tx, request.body.refresh_token, 'logout'));
      return successEnvelope(null, request.language, 'signedOut');
    },
  );
};
