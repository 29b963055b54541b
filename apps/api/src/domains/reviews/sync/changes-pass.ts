// The changes pass (an `incremental` sync's first pass: the schedule, "Sync now"): each location newest first
// (updateTime desc) until the first review held unchanged. What is above it is new, edited or back. Stopping
// early cannot see a review Google removed: when the counts say one may be missing (or a review appeared below
// the stopping point), or at least once a day, the location goes on to the removals pass (removals-pass.ts).
import { compareWithHeld, oldestHeldUpdateTime, type LocationSyncMark } from '../incremental-sync-store';
import type { SyncCheckpoint } from '../reviews-store';
import {
  REVIEWS_PAGE_SIZE,
  finishLocation,
  googleCountOf,
  storable,
  storeReviews,
  type SyncPassContext,
} from './sync-pass';

/** An incremental sync compares a location's whole held range with Google's at least this often. */
const COMPARE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Incremental, first pass: newest first until the first review held unchanged (or maxPerLocation). A location
 * no sync has completed for yet (linked since) is read as a full sync would, its reviews not announced.
 */
export async function changesPage(
  sync: SyncPassContext,
  index: number,
  checkpoint: SyncCheckpoint,
): Promise<SyncCheckpoint | null> {
  const { row, google } = sync.locations[index];
  const maxPerLocation = sync.job.max_per_location;
  const mark = sync.marks.get(row.id);
  const firstRead = !mark?.lastSyncedAt;
  const page = await sync.fetchPage(
    google.locationName,
    checkpoint,
    Math.min(REVIEWS_PAGE_SIZE, maxPerLocation - checkpoint.fetched),
  );
  // A run told to stop while Google answered (its process going down, its lease lost) stores nothing more: the
  // worker that resumes from the checkpoint asks for this page again.
  sync.throwIfStopped();
  // A page token Google forgot: the pass starts again at the top (what it stored is now held).
  if (!page) return { ...checkpoint, pageToken: null, fetched: 0 };
  const reviews = page.reviews.slice(0, maxPerLocation - checkpoint.fetched);
  const fetched = checkpoint.fetched + reviews.length;
  const googleCount = googleCountOf(page, checkpoint, google);
  let next = null as SyncCheckpoint | null;
  await sync.commit(async (tx) => {
    const cutoff = await sync.policy.retentionCutoff(tx, sync.businessId, sync.now());
    const records = storable(reviews, cutoff);
    const held = await compareWithHeld(tx, sync.businessId, records);
    const stop = records.findIndex((record) => held.get(record.google_name) === 'unchanged');
    const changed = stop < 0 ? records : records.slice(0, stop);
    const found = await storeReviews(sync, tx, row.id, changed, held, !firstRead);
    const appeared = (checkpoint.appeared ?? 0) + found.appeared;
    sync.job.reviews_imported += found.changed;
    sync.job.reviews_total = Math.max(sync.job.reviews_total, sync.job.reviews_imported);
    const more = stop < 0 && Boolean(page.nextPageToken) && reviews.length > 0 && fetched < maxPerLocation;
    const until = more || firstRead ? null : await oldestHeldUpdateTime(tx, sync.businessId, row.id);
    if (more) {
      next = { ...checkpoint, pageToken: page.nextPageToken!, fetched, googleCount, appeared };
    } else if (until && needsComparison(sync, mark, googleCount, appeared)) {
      next = { ...checkpoint, pageToken: null, fetched: 0, pass: 'compare', googleCount, appeared, until };
    } else {
      // A first read went as deep as a full sync would: it counts as the location's comparison.
      await finishLocation(sync, tx, row.id, { googleCount, removals: firstRead ? 'none' : null });
      next = sync.firstPageAfter(index);
    }
    sync.job.checkpoint = next;
  });
  return next;
}

/** Whether the changes pass may have missed a removal (or a review that appeared lower down). */
function needsComparison(
  sync: SyncPassContext,
  mark: LocationSyncMark | undefined,
  googleCount: number,
  appeared: number,
): boolean {
  if (mark?.googleReviewCount === null || mark?.googleReviewCount === undefined) return true;
  if (googleCount !== mark.googleReviewCount + appeared) return true;
  return !mark.comparedAt || sync.now().getTime() - mark.comparedAt.getTime() >= COMPARE_EVERY_MS;
}
