// GET /api/reports/{businessId}/responsiveness: response rate and median response time, overall, by location
// and by team member (issue 11), for a period of the business's own days. Needs ViewAnalytics (the contract's
// access); the business named must be the caller's (403 otherwise).
import { reportRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { readResponsiveness } from '../responsiveness-store';
import { reportScopeOf } from './report-scope';

export const responsivenessRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reportRoutes.responsiveness, {
    handler: async (request) => {
      const scope = reportScopeOf(request, request.params.businessId);
      const report = await app.db.tenantTransaction(scope, async (tx) => {
        const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
        return readResponsiveness(tx, scope.businessId, request.query, timezone);
      });
      return successEnvelope(report, request.language);
    },
  });
};
