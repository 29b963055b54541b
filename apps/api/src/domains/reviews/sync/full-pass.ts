// The full pass (a `full` sync, onboarding's): each location's newest reviews, page by page, down to
// maxPerLocation. At the location's end, the held reviews in the range it read that it
// did not meet are marked removed.
//
// Its cost is storage, not Google or the text analysis (issue 22: 9.8 µs of CPU per review): each transaction
// pays for the job's row, the plan's room, the comparison with what is held, BEGIN and COMMIT, whatever it
// stores. So a transaction stores several of Google's pages at once (up to FULL_PASS_REVIEWS_PER_COMMIT
// reviews, in one upsert), and Google is asked for the next page while the one before it is stored. A job
// stopped in between goes on from the last page stored (the checkpoint), as before: what it had read past
// that is read again.
import type { GoogleReview } from '../../google';
import { compareWithHeld } from '../incremental-sync-store';
import type { ReviewRecord, SyncCheckpoint } from '../reviews-store';
import {
  REVIEWS_PAGE_SIZE,
  finishLocation,
  googleCountOf,
  storable,
  storeReviews,
  type SyncPassContext,
} from './sync-pass';

/** Reviews a full pass stores per transaction: five of Google's pages. */
export const FULL_PASS_REVIEWS_PER_COMMIT = 5 * REVIEWS_PAGE_SIZE;

/** One review met twice (Google's list moved between two pages) counts once, as its last reading. */
function lastReadingOfEach(records: readonly ReviewRecord[]): ReviewRecord[] {
  return [...new Map(records.map((record) => [record.google_name, record])).values()];
}

/** Full: the location's next pages of newest reviews (up to FULL_PASS_REVIEWS_PER_COMMIT), down to maxPerLocation. */
export async function fullPage(
  sync: SyncPassContext,
  index: number,
  checkpoint: SyncCheckpoint,
): Promise<SyncCheckpoint | null> {
  const { row, google } = sync.locations[index];
  const maxPerLocation = sync.job.max_per_location;
  const pageSizeFrom = (fetched: number) => Math.min(REVIEWS_PAGE_SIZE, maxPerLocation - fetched);
  const reviews: GoogleReview[] = [];
  // Where the next page is read from; once the location is done, where it ended.
  let cursor = checkpoint;
  let googleCount = checkpoint.googleCount ?? google.reviewCount;
  let more = true;
  let readToTheEnd = false;
  while (more && reviews.length < FULL_PASS_REVIEWS_PER_COMMIT) {
    // A job being stopped asks Google for nothing more (the stage's loop checks before each batch).
    if (cursor !== checkpoint) sync.throwIfStopped();
    const page = await sync.fetchPage(google.locationName, cursor, pageSizeFrom(cursor.fetched));
    if (!page) {
      // Google no longer knows the page token we stopped at: this location starts over.
      if (cursor === checkpoint) {
        sync.job.reviews_imported -= checkpoint.fetched;
        return sync.firstPageOf(row.id);
      }
      // A token it has just handed out: what was read is stored, and the next call meets the forgotten token.
      break;
    }
    const taken = page.reviews.slice(0, maxPerLocation - cursor.fetched);
    const fetched = cursor.fetched + taken.length;
    googleCount = googleCountOf(page, cursor, google);
    reviews.push(...taken);
    more = Boolean(page.nextPageToken) && taken.length > 0 && fetched < maxPerLocation;
    if (!more) {
      readToTheEnd = !page.nextPageToken || taken.length === 0;
      break;
    }
    cursor = { locationId: row.id, pageToken: page.nextPageToken!, fetched, googleCount };
    // The next page is read whatever this one holds: Google answers it while this batch is stored.
    sync.throwIfStopped();
    sync.prefetchPage(google.locationName, cursor, pageSizeFrom(fetched));
  }
  const next: SyncCheckpoint | null = more ? cursor : sync.firstPageAfter(index);
  await sync.commit(async (tx) => {
    // Reviews older than the business keeps (its data-retention setting) are not brought back by a sync.
    const cutoff = await sync.policy.retentionCutoff(tx, sync.businessId, sync.now());
    const records = lastReadingOfEach(storable(reviews, cutoff));
    await storeReviews(sync, tx, row.id, records, await compareWithHeld(tx, sync.businessId, records), false);
    sync.job.reviews_imported += reviews.length;
    sync.job.reviews_total = Math.max(sync.job.reviews_total, sync.job.reviews_imported);
    if (!more) {
      // Read to the end of Google's list, or down to maxPerLocation: what it held above that is gone.
      await finishLocation(sync, tx, row.id, {
        googleCount,
        removals: { cutoff, updatedAfter: readToTheEnd ? null : reviews[reviews.length - 1].updateTime },
      });
    }
    sync.job.checkpoint = next;
  });
  return next;
}
