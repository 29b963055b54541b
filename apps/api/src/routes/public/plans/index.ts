import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPlansRoute } from './list-plans';

/** /api/Plans: the public price list. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listPlansRoute);
};
