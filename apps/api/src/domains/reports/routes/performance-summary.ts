// GET /api/reports/performance/summary and /api/reports/{businessId}/performance/summary: the business's
// reviews in a period of its own days (spec §3 "Performance summary"). Any member (viewer and above) reads
// their own business's; the total is what the inbox counts for the same from/to.
import { reportRoutes } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { readPerformanceSummary, type ReportDays } from '../reports-store';
import { reportScopeOf } from './report-scope';

function summaryOf(app: FastifyInstance, scope: { businessId: string; userId: string }, days: ReportDays) {
  return app.db.tenantTransaction(scope, async (tx) => {
    const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
    return readPerformanceSummary(tx, scope.businessId, days, timezone);
  });
}

export const performanceSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reportRoutes.performanceSummary, {
    handler: async (request) => {
      const { businessId, ...days } = request.query;
      const summary = await summaryOf(app, reportScopeOf(request, businessId), days);
      return successEnvelope(summary, request.language);
    },
  });

  registerRoute(app, reportRoutes.businessPerformanceSummary, {
    handler: async (request) => {
      const summary = await summaryOf(app, reportScopeOf(request, request.params.businessId), request.query);
      return successEnvelope(summary, request.language);
    },
  });
};
