// POST /api/UsernameAuth/user: who the bearer token belongs to, for the business of this request.
import { authSessionSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadTrialEnd, toApiUser } from '../../auth/account-model';
import { envelopeResponses, successEnvelope } from '../../http/envelope';

export const currentUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user',
    {
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user, role and permissions (refresh_token is always null here)',
        security: [{ bearerAuth: [] }],
        response: envelopeResponses(authSessionSchema, { authenticated: true }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const auth = request.auth!;
      const trialEndsAt = await loadTrialEnd(app, auth.user.id, auth.businessId);
      const remainingSeconds = Math.max(
        0,
        Math.floor((auth.tokenExpiresAt.getTime() - app.now().getTime()) / 1000),
      );
      return successEnvelope(
        {
          user: toApiUser(app, request, auth.user, auth.businessId, trialEndsAt),
          role: auth.role,
          permissions: auth.permissions,
          token: auth.token,
          refresh_token: null,
          expiresIn: remainingSeconds,
        },
        request.language,
      );
    },
  );
};
