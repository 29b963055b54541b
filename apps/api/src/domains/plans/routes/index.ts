import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPlansRoute } from './list-plans';

/** The public price list. */
export const plansDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(listPlansRoute);
};
