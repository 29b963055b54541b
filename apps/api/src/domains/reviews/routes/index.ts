import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignReviewRoutes } from './assign-review';
import { exportReviewsRoutes } from './export-reviews';
import { listReviewsRoutes } from './list-reviews';
import { replyRoutes } from './reply-routes';
import { reviewSyncRoutes } from './review-sync';
import { smartReplyRoutes } from './smart-reply-routes';
import { replyVoiceRouteHandlers } from './reply-voice-routes';

/** Reviews: the inbox and its CSV export, replies and their publishing, assignment, smart replies, and the sync job. */
export const reviewsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(listReviewsRoutes);
  await app.register(exportReviewsRoutes);
  await app.register(replyRoutes);
  await app.register(assignReviewRoutes);
  await app.register(smartReplyRoutes);
  await app.register(replyVoiceRouteHandlers);
  await app.register(reviewSyncRoutes);
};
