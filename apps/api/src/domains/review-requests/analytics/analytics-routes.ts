// GET /api/review-requests/analytics: SendReviewRequests (the contract's access), the caller's business only.
import { reviewRequestRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { readRequestAnalytics } from './request-analytics';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reviewRequestRoutes.analytics, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const { from, to } = request.query;
      const analytics = await app.db.tenantTransaction(scope, (tx) =>
        readRequestAnalytics(tx, scope.businessId, { from: from ?? null, to: to ?? null }),
      );
      return successEnvelope(analytics, request.language);
    },
  });
};
