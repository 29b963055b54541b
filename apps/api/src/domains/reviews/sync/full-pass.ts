// The full pass (a `full` sync, onboarding's): each location's newest reviews, page by page, down to
// maxPerLocation. At the location's end, the held reviews in the range it read that it
// did not meet are marked removed.
import { compareWithHeld } from '../incremental-sync-store';
import type { SyncCheckpoint } from '../reviews-store';
import {
  REVIEWS_PAGE_SIZE,
  finishLocation,
  googleCountOf,
  storable,
  storeReviews,
  type SyncPassContext,
} from './sync-pass';

/** Full: one page of the location's newest reviews, down to maxPerLocation. */
export async function fullPage(
  sync: SyncPassContext,
  index: number,
  checkpoint: SyncCheckpoint,
): Promise<SyncCheckpoint | null> {
  const { row, google } = sync.locations[index];
  const maxPerLocation = sync.job.max_per_location;
  const page = await sync.fetchPage(
    google.locationName,
    checkpoint,
    Math.min(REVIEWS_PAGE_SIZE, maxPerLocation - checkpoint.fetched),
  );
  if (!page) {
    // Google no longer knows the page token we stopped at: this location starts over.
    sync.job.reviews_imported -= checkpoint.fetched;
    return sync.firstPageOf(row.id);
  }
  const reviews = page.reviews.slice(0, maxPerLocation - checkpoint.fetched);
  const fetched = checkpoint.fetched + reviews.length;
  const more = Boolean(page.nextPageToken) && reviews.length > 0 && fetched < maxPerLocation;
  const googleCount = googleCountOf(page, checkpoint, google);
  const next: SyncCheckpoint | null = more
    ? { locationId: row.id, pageToken: page.nextPageToken!, fetched, googleCount }
    : sync.firstPageAfter(index);
  await sync.commit(async (tx) => {
    // Reviews older than the business keeps (its data-retention setting) are not brought back by a sync.
    const cutoff = await sync.policy.retentionCutoff(tx, sync.businessId, sync.now());
    const records = storable(reviews, cutoff);
    await storeReviews(sync, tx, row.id, records, await compareWithHeld(tx, sync.businessId, records), false);
    sync.job.reviews_imported += reviews.length;
    sync.job.reviews_total = Math.max(sync.job.reviews_total, sync.job.reviews_imported);
    if (!more) {
      // Read to the end of Google's list, or down to maxPerLocation: what it held above that is gone.
      const readToTheEnd = !page.nextPageToken || reviews.length === 0;
      await finishLocation(sync, tx, row.id, {
        googleCount,
        removals: { cutoff, updatedAfter: readToTheEnd ? null : reviews[reviews.length - 1].updateTime },
      });
    }
    sync.job.checkpoint = next;
  });
  return next;
}
