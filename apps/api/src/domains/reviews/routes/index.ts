import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewSyncRoutes } from './review-sync';

/** Reviews: the sync job as the client drives it. */
export const reviewsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(reviewSyncRoutes);
};
