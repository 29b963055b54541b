// GET /api/reports/{businessId}/responsiveness: response rate and median response time, overall, by location
// and by team member (issue 11). TODO(issue 11): implemented by the responsiveness work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const responsivenessRoutes: FastifyPluginAsyncZod = async () => {};
