// GET /api/Businesses: the profile of the business this request acts for (X-Business-Id or the first one).
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBusinessProfile } from '../businesses-store';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';

export const getBusinessProfileRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.profile, {
    handler: async (request) => {
      const { businessId, user } = request.auth!;
      // The super admin, or a user whose memberships were all removed, has no business to show.
      if (!businessId) throw notFound();
      const profile = await app.db.tenantTransaction({ businessId, userId: user.id }, (tx) =>
        readBusinessProfile(tx, businessId),
      );
      if (!profile) throw notFound();
      return successEnvelope(profile, request.language);
    },
  });
};
