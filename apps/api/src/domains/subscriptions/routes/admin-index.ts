// The super admin's subscriptions list, status change and CSV export (issue 12).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminSubscriptionsDomain: FastifyPluginAsyncZod = async () => {};
