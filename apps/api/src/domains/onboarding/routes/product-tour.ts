// GET and PUT /api/onboarding/tour: the signed-in user's own place in the dashboard's guided tour. Per user, not
// per business (no X-Business-Id needed), so it follows the user to another device and another business.
import { onboardingRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readProductTour, saveProductTour } from '../product-tour-store';

export const productTourRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, onboardingRoutes.tour, {
    handler: async (request) => {
      const userId = request.auth!.user.id;
      const state = await app.db.tenantTransaction({ businessId: null, userId }, (tx) =>
        readProductTour(tx, userId),
      );
      if (!state) throw unauthorized('tokenInvalid');
      return successEnvelope(state, request.language);
    },
  });

  registerRoute(app, onboardingRoutes.saveTour, {
    handler: async (request) => {
      const userId = request.auth!.user.id;
      const state = await app.db.tenantTransaction({ businessId: null, userId }, (tx) =>
        saveProductTour(tx, { userId, update: request.body, now: app.now() }),
      );
      if (!state) throw unauthorized('tokenInvalid');
      return successEnvelope(state, request.language, 'productTourSaved');
    },
  });
};
