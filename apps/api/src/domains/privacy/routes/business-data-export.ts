// GET /api/privacy/export: everything of the business as a ZIP of CSV and JSON files, for its owner only (the
// contract lets admins through the hook; the owner check is here). Streamed (export/business-export-zip.ts).
import { privacyRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { attachmentDisposition } from '../../../lib/csv-file';
import { businessScopeOf } from '../../shared/business-scope';
import { assertBusinessOwner } from '../business-deletion';
import { openBusinessExport } from '../export/business-export-zip';

export const businessDataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, privacyRoutes.exportData, {
    handler: async (request, reply) => {
      const scope = businessScopeOf(request);
      await assertBusinessOwner(app, { businessId: scope.businessId, user: request.auth!.user });
      const zip = await openBusinessExport({ db: app.db, scope, now: app.now() });
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': attachmentDisposition(zip.fileName),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(zip.stream);
    },
  });
};
