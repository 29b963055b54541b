// POST /api/UsernameAuth/user: who the bearer token belongs to, for the business of this request.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadTrialEnd, toApiUser } from '../account-model';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';

export const currentUserRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.currentUser, {
    handler: async (request) => {
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
  });
};
