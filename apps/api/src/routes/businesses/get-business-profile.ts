// GET /api/Businesses: the profile of the business this request acts for (X-Business-Id or the first one).
import { businessProfileSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBusinessProfile } from '../../businesses/business-profile';
import { notFound } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';

export const getBusinessProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Businesses'],
        summary: 'The current business profile (tenant-scoped)',
        security: [{ bearerAuth: [] }],
        response: envelopeResponses(businessProfileSchema, { authenticated: true, extraFailures: [404] }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const { businessId, user } = request.auth!;
      // The super admin, or a user whose memberships were all removed, has no business to show.
      if (!businessId) throw notFound();
      const profile = await app.db.tenantTransaction({ businessId, userId: user.id }, (tx) =>
        readBusinessProfile(tx, businessId),
      );
      if (!profile) throw notFound();
      return successEnvelope(profile, request.language);
    },
  );
};
