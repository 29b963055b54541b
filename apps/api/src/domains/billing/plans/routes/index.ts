import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlansRoutes } from './admin-plans';
import { listPlansRoute } from './list-plans';

/** The public price list and the super admin's plans. */
export const plansDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(listPlansRoute);
  await app.register(adminPlansRoutes);
};
