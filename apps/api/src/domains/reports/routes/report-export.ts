// GET /api/reports/{businessId}/export: the analytics of a period as CSV (issue 11).
// TODO(issue 11): implemented by the export work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reportExportRoutes: FastifyPluginAsyncZod = async () => {};
