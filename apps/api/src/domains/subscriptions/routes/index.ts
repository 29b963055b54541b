// The business's subscription: read, change plan, pay, cancel and undo, invoices (issue 12).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const subscriptionsDomain: FastifyPluginAsyncZod = async () => {};
