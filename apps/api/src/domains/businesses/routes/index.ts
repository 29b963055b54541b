import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBusinessProfileRoute } from './get-business-profile';

/** The tenant's own business. */
export const businessesDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(getBusinessProfileRoute);
};
