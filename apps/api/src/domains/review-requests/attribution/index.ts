// Attribution of Google reviews to review requests (issue 23): subscribed to reviews.synced by the plugin.
import type { FastifyInstance } from 'fastify';
import { attributeSyncedReviews } from './review-attribution';

export { nameKey, namesMatch } from './name-matching';
export { attributeSyncedReviews } from './review-attribution';

/** Under a name that never changes (it keys the outbox's delivered_to). */
export const ATTRIBUTION_SUBSCRIBER = 'reviewRequests.attribution';

/** Every completed sync, full or incremental, looks for the reviews the business's clicks may have led to. */
export function subscribeToReviewSyncs(app: FastifyInstance): void {
  app.events.subscribe('reviews.synced', ATTRIBUTION_SUBSCRIBER, async (event, delivery) => {
    await delivery.transaction((tx) => attributeSyncedReviews(tx, event.businessId, app.now()));
  });
}
