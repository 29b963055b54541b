// GET /api/reports/{businessId}/growth?days: the business's reviews of the last `days` days against the
// `days` before them (spec §3 "Growth"), counted in its own days and ending today.
import { reportRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { readGrowth } from '../reports-store';
import { reportScopeOf } from './report-scope';

export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reportRoutes.growth, {
    handler: async (request) => {
      const scope = reportScopeOf(request, request.params.businessId);
      const growth = await app.db.tenantTransaction(scope, async (tx) => {
        const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
        return readGrowth(tx, scope.businessId, {
          days: request.query.days,
          timeZone: timezone,
          now: app.now(),
        });
      });
      return successEnvelope(growth, request.language);
    },
  });
};
