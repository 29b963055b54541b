// GET and POST /api/notifications/unsubscribe: the alert and report e-mails' unsubscribe link (issue 11).
// TODO(issue 11): implemented by the alerts and scheduled reports work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const unsubscribeRoutes: FastifyPluginAsyncZod = async () => {};
