// GET /api/Reports/keywords, /api/Reports/sentiment and /api/Reports/monthly/entiment (with its corrected
// spelling /api/Reports/monthly/sentiment): the analytics' keywords and weekly and monthly trends (spec §3),
// in the business's own days. Any member (viewer and above) reads their own business's.
import { reportRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { readKeywords, readMonthlySentiment, readWeeklySentiment } from '../reports-store';
import { reportScopeOf } from './report-scope';

export const trendRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reportRoutes.keywords, {
    handler: async (request) => {
      const { businessId, ...options } = request.query;
      const scope = reportScopeOf(request, businessId);
      const keywords = await app.db.tenantTransaction(scope, async (tx) => {
        const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
        return readKeywords(tx, scope.businessId, { ...options, timeZone: timezone });
      });
      return successEnvelope(keywords, request.language);
    },
  });

  registerRoute(app, reportRoutes.weeklySentiment, {
    handler: async (request) => {
      const scope = reportScopeOf(request, request.query.businessId);
      const weeks = await app.db.tenantTransaction(scope, async (tx) => {
        const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
        return readWeeklySentiment(tx, scope.businessId, {
          weeks: request.query.weeks,
          timeZone: timezone,
          now: app.now(),
        });
      });
      return successEnvelope(weeks, request.language);
    },
  });

  for (const contract of [reportRoutes.monthlySentiment, reportRoutes.monthlySentimentCorrected]) {
    registerRoute(app, contract, {
      handler: async (request) => {
        const scope = reportScopeOf(request, request.query.businessId);
        const months = await app.db.tenantTransaction(scope, async (tx) => {
          const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
          return readMonthlySentiment(tx, scope.businessId, {
            months: request.query.months,
            timeZone: timezone,
            now: app.now(),
          });
        });
        return successEnvelope(months, request.language);
      },
    });
  }
};
