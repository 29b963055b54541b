// GET /api/Reviews/export: every review matching the inbox's filters (the same query as GET /api/Reviews,
// without pages) as a CSV download, headers and values in the caller's language. Needs ViewReviews (the
// contract's access); the tenant transactions keep it to the caller's business. The file is streamed in
// batches (export/review-export-csv.ts), never held whole.
import { reviewRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { csvDownloadHeaders } from '../../../lib/csv-file';
import { openReviewExport } from '../export/review-export-csv';

export const exportReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reviewRoutes.export, {
    handler: async (request, reply) => {
      const csv = await openReviewExport({
        db: app.db,
        scope: businessScopeOf(request),
        filters: request.query,
        language: request.language,
        now: app.now(),
      });
      return reply.headers(csvDownloadHeaders(csv.fileName)).send(csv.stream);
    },
  });
};
