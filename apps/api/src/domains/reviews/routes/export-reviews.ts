// GET /api/Reviews/export: every review matching the inbox's filters as streamed CSV (issue 11).
// TODO(issue 11): implemented by the export work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const exportReviewsRoutes: FastifyPluginAsyncZod = async () => {};
