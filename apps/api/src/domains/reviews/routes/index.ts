import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReviewsRoutes } from './list-reviews';
import { reviewSyncRoutes } from './review-sync';

/** Reviews: the inbox, and the sync job as the client drives it. */
export const reviewsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(listReviewsRoutes);
  await app.register(reviewSyncRoutes);
};
