// The payment provider's webhook and return page (issue 12).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentsDomain: FastifyPluginAsyncZod = async () => {};
