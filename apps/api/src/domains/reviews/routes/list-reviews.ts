// GET /api/Reviews: the inbox, one page of the business's reviews, searched, filtered and sorted. Members
// holding ViewReviews (admins hold every permission) read their own business's reviews only: the tenant
// transaction's row-level security stands behind the business_id of every query.
import { reviewRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { businessScopeOf } from '../../shared/business-scope';
import { listInboxReviews } from '../inbox-store';

export const listReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reviewRoutes.list, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      const filters = request.query;
      const page = await app.db.tenantTransaction({ businessId, userId }, async (tx) => {
        // A date range is made of the business's own days.
        const timeZone =
          filters.from || filters.to
            ? (await readBusinessSettings(tx, businessId)).preferences.timezone
            : null;
        return listInboxReviews(tx, businessId, filters, { timeZone, userId });
      });
      return successEnvelope(page, request.language);
    },
  });
};
