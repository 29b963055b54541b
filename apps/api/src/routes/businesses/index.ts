import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBusinessProfileRoute } from './get-business-profile';

/** /api/Businesses: the tenant's own business. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getBusinessProfileRoute);
};
