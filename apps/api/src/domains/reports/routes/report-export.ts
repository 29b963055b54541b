// GET /api/reports/{businessId}/export: the analytics of a period of the business's own days as one CSV
// (report-export-csv.ts), headers in the caller's language. Needs ViewAnalytics (the contract's access); the
// business named must be the caller's (403 otherwise). A few dozen rows: built whole, sent as one body.
import { reportRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { csvDownloadHeaders } from '../../../lib/csv-file';
import { readReportExport, reportExportCsv, reportExportFileName } from '../report-export-csv';
import { reportScopeOf } from './report-scope';

export const reportExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reportRoutes.export, {
    handler: async (request, reply) => {
      const scope = reportScopeOf(request, request.params.businessId);
      const report = await app.db.tenantTransaction(scope, async (tx) => {
        const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
        return readReportExport(tx, scope.businessId, request.query, { timeZone: timezone, now: app.now() });
      });
      return reply
        .headers(csvDownloadHeaders(reportExportFileName(report)))
        .send(reportExportCsv(report, request.language));
    },
  });
};
