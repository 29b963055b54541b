// The removals pass (`compare`, an incremental sync's second pass, when the changes pass asks for it): Google's
// list over every review held, then the held reviews it did not meet are marked removed. It also brings
// replies made on Google to older reviews (a reply does not move a review up the list).
import { compareWithHeld } from '../incremental-sync-store';
import type { SyncCheckpoint } from '../reviews-store';
import { REVIEWS_PAGE_SIZE, finishLocation, storable, storeReviews, type SyncPassContext } from './sync-pass';

/**
 * Incremental, second pass: Google's list from the top until past the oldest review held when it began, every
 * review met in that range stored (and so seen; older ones were never held and stay out); then the held
 * reviews it did not meet are marked removed.
 */
export async function comparePage(
  sync: SyncPassContext,
  index: number,
  checkpoint: SyncCheckpoint,
): Promise<SyncCheckpoint | null> {
  const { row, google } = sync.locations[index];
  const page = await sync.fetchPage(google.locationName, checkpoint, REVIEWS_PAGE_SIZE);
  if (!page) return { ...checkpoint, pageToken: null, fetched: 0 };
  const reviews = page.reviews;
  const last = reviews[reviews.length - 1];
  const pastHeld =
    !checkpoint.until || (last !== undefined && Date.parse(last.updateTime) < Date.parse(checkpoint.until));
  const done = !page.nextPageToken || reviews.length === 0 || pastHeld;
  let next = null as SyncCheckpoint | null;
  await sync.commit(async (tx) => {
    const cutoff = await sync.policy.retentionCutoff(tx, sync.businessId, sync.now());
    const until = checkpoint.until ? Date.parse(checkpoint.until) : null;
    const records = storable(reviews, cutoff).filter(
      (record) => until === null || Date.parse(record.update_time) >= until,
    );
    const found = await storeReviews(
      sync,
      tx,
      row.id,
      records,
      await compareWithHeld(tx, sync.businessId, records),
      true,
    );
    sync.job.reviews_imported += found.changed;
    sync.job.reviews_total = Math.max(sync.job.reviews_total, sync.job.reviews_imported);
    if (done) {
      await finishLocation(sync, tx, row.id, {
        googleCount: checkpoint.googleCount ?? google.reviewCount,
        removals: { cutoff, updatedAfter: null },
      });
      next = sync.firstPageAfter(index);
    } else {
      next = {
        ...checkpoint,
        pageToken: page.nextPageToken!,
        fetched: checkpoint.fetched + reviews.length,
      };
    }
    sync.job.checkpoint = next;
  });
  return next;
}
