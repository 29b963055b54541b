// What the three passes of the reviews stage share (full-pass.ts, changes-pass.ts, removals-pass.ts): the
// sync they run in (SyncPassContext, kept by sync-reviews-job.ts: the job row, the locations, Google, the
// commit with the lease), and the steps each page ends with: storing what the policy keeps, and finishing a
// location. A pass reads one page of one location and returns where the stage goes next.
import type { SqlExecutor } from '../../../db/database';
import type { GoogleLocationDetails, GoogleReview, GoogleReviewsPage, LocationRow } from '../../google';
import { markUnseenReviewsRemoved, reviewIdsByName, saveLocationSyncMark } from '../incremental-sync-store';
import type { HeldState, LocationSyncMark } from '../incremental-sync-store';
import { toReviewRecord } from '../review-records';
import { upsertReviews, type ReviewRecord, type SyncCheckpoint, type SyncJobRow } from '../reviews-store';
import type { SyncPolicy } from './sync-policy';

/** Google's largest reviews page. */
export const REVIEWS_PAGE_SIZE = 50;

export interface SyncedLocation {
  row: LocationRow;
  google: GoogleLocationDetails;
}

/** The sync a pass runs in. `job` is read anew at each use: a rolled back commit puts back the row it held. */
export interface SyncPassContext {
  readonly job: SyncJobRow;
  readonly businessId: string;
  readonly policy: SyncPolicy;
  readonly locations: readonly SyncedLocation[];
  /** The location's marks as the reviews stage began (the last sync's count, when it last compared). */
  readonly marks: ReadonlyMap<string, LocationSyncMark>;
  now(): Date;
  /** Throws when the job is being stopped (its worker shutting down, or dead): checked before each Google call. */
  throwIfStopped(): void;
  /** One page of Google's list, newest first; null when Google no longer knows the checkpoint's page token. */
  fetchPage(
    locationName: string,
    checkpoint: SyncCheckpoint,
    pageSize: number,
  ): Promise<GoogleReviewsPage | null>;
  /**
   * Asks Google for that page now, while the page before it is stored; the fetchPage of the same page then
   * takes it instead of asking again. Only for a page certain to be read next.
   */
  prefetchPage(locationName: string, checkpoint: SyncCheckpoint, pageSize: number): void;
  /** `work`, then the job's state, in one transaction, while this worker holds the job. */
  commit(work: (tx: SqlExecutor) => Promise<void>): Promise<void>;
  /** The first page of a location, in this job's mode. */
  firstPageOf(locationId: string): SyncCheckpoint;
  /** The first page of the location after `index`; null after the last. */
  firstPageAfter(index: number): SyncCheckpoint | null;
}

/** One page of a pass: the location at `index`, where `checkpoint` stands; returns the next checkpoint (null: done). */
export type SyncPassPage = (
  sync: SyncPassContext,
  index: number,
  checkpoint: SyncCheckpoint,
) => Promise<SyncCheckpoint | null>;

/** The reviews of a page Sumaa stores: with a star rating, and within the business's data retention. */
export function storable(reviews: readonly GoogleReview[], cutoff: Date | null): ReviewRecord[] {
  const records = reviews.flatMap((review) => toReviewRecord(review) ?? []);
  return cutoff ? records.filter((record) => new Date(record.create_time) >= cutoff) : records;
}

/**
 * Stores reviews Google lists (upsertReviews marks each one seen by this job, and back if it was marked
 * removed) and counts what changed. The ids of new ones are kept for the announcement when `announce` (incremental syncs only).
 */
export async function storeReviews(
  sync: SyncPassContext,
  tx: SqlExecutor,
  locationId: string,
  offered: readonly ReviewRecord[],
  held: Map<string, HeldState>,
  announce: boolean,
): Promise<{ appeared: number; changed: number }> {
  // New reviews past the plan's monthly number wait (the next month, or an upgrade); updates always pass.
  const admitted = await sync.policy.admitNewReviews(
    tx,
    { businessId: sync.businessId, now: sync.now() },
    offered,
    (record) => held.get(record.google_name) === 'new',
  );
  if (admitted.length === 0) return { appeared: 0, changed: 0 };
  await upsertReviews(
    tx,
    { businessId: sync.businessId, locationId, syncedAt: sync.now(), seenBySyncId: sync.job.id },
    admitted,
  );
  const named = (state: HeldState) =>
    admitted.filter((record) => held.get(record.google_name) === state).map((record) => record.google_name);
  const added = named('new');
  const changed = added.length + named('updated').length + named('restored').length;
  sync.job.reviews_new += added.length;
  sync.job.reviews_updated += changed - added.length;
  if (announce && sync.job.mode === 'incremental' && added.length > 0) {
    const ids = await reviewIdsByName(tx, sync.businessId, added);
    sync.job.new_review_ids = [...new Set([...sync.job.new_review_ids, ...ids])];
  }
  return { appeared: added.length + named('restored').length, changed };
}

/**
 * The location is done: with `removals`, the held reviews the pass should have met and did not are marked
 * removed, and the location counts as compared ('none': compared, nothing to mark); Google's count is what
 * the next incremental sync measures against.
 */
export async function finishLocation(
  sync: SyncPassContext,
  tx: SqlExecutor,
  locationId: string,
  done: {
    googleCount: number;
    removals: { cutoff: Date | null; updatedAfter: string | null } | 'none' | null;
  },
): Promise<void> {
  const now = sync.now();
  if (done.removals && done.removals !== 'none') {
    sync.job.reviews_removed += await markUnseenReviewsRemoved(tx, {
      businessId: sync.businessId,
      locationId,
      seenBy: sync.job.id,
      updatedAfter: done.removals.updatedAfter,
      createdSince: done.removals.cutoff,
      now,
    });
  }
  await saveLocationSyncMark(tx, sync.businessId, locationId, {
    googleReviewCount: done.googleCount,
    comparedAt: done.removals ? now : undefined,
  });
  sync.job.locations_done += 1;
}

/** Google's totalReviewCount from the location's first page of this pass, carried on by the checkpoint. */
export function googleCountOf(
  page: GoogleReviewsPage,
  checkpoint: SyncCheckpoint,
  google: GoogleLocationDetails,
): number {
  if (checkpoint.pageToken === null) return Math.max(0, Math.trunc(page.totalReviewCount ?? 0));
  return checkpoint.googleCount ?? google.reviewCount;
}
