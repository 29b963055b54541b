// The SQL of reviews that keep arriving after onboarding (migration 015), each statement in the transaction its
// caller passes in:
// - how a page of Google's reviews compares with what is held (new, unchanged, edited, back after removal), the
//   reviews Google no longer lists marked removed, and what each location's last sync accounted for;
// - the schedule that queues every connected business's incremental sync once per interval
//   (review_sync_schedules), and the pruning of the finished runs it leaves behind.
import type { ReviewSentiment, SyncMode } from '@sumaa/contracts';
import type { Database, SqlExecutor } from '../../db/database';

/** How a review Google lists compares with the row held for it. */
export type HeldState = 'new' | 'unchanged' | 'updated' | 'restored';

/**
 * The state of each review of a page, by Google name: `new` (not held), `restored` (held but marked removed),
 * `unchanged` (same update time, compared by the database at its own precision), else `updated`.
 */
export async function compareWithHeld(
  tx: SqlExecutor,
  businessId: string,
  reviews: ReadonlyArray<{ google_name: string; update_time: string }>,
): Promise<Map<string, HeldState>> {
  if (reviews.length === 0) return new Map();
  const rows = await tx.query<{ google_name: string; state: HeldState }>(
    `SELECT p.google_name,
            CASE WHEN r.id IS NULL THEN 'new'
                 WHEN r.removed_at IS NOT NULL THEN 'restored'
                 WHEN r.update_time = p.update_time THEN 'unchanged'
                 ELSE 'updated' END AS state
       FROM jsonb_to_recordset($2::jsonb) AS p(google_name text, update_time timestamptz)
       LEFT JOIN reviews AS r ON r.business_id = $1 AND r.google_name = p.google_name`,
    [
      businessId,
      JSON.stringify(reviews.map(({ google_name, update_time }) => ({ google_name, update_time }))),
    ],
  );
  return new Map(rows.map((row) => [row.google_name, row.state]));
}

/** The ids of these reviews, by Google name. */
export async function reviewIdsByName(
  tx: SqlExecutor,
  businessId: string,
  googleNames: readonly string[],
): Promise<string[]> {
  if (googleNames.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM reviews WHERE business_id = $1 AND google_name = ANY($2::text[])',
    [businessId, googleNames],
  );
  return rows.map((row) => row.id);
}

/**
 * Marks removed the location's reviews a pass over Google's list should have met and did not: held, not yet
 * marked, not met by job `seenBy`, updated after `updatedAfter` (where the pass stopped; null: it read Google's
 * list to the end, or past every review held) and dated from `createdSince` (older ones are the data
 * retention's, which a sync does not store). Returns how many.
 */
export async function markUnseenReviewsRemoved(
  tx: SqlExecutor,
  scope: {
    businessId: string;
    locationId: string;
    seenBy: string;
    updatedAfter: string | null;
    createdSince: Date | null;
    now: Date;
  },
): Promise<number> {
  const marked = await tx.query(
    `UPDATE reviews SET removed_at = $6
      WHERE business_id = $1 AND location_id = $2 AND removed_at IS NULL
        AND last_seen_sync_id IS DISTINCT FROM $3::uuid
        AND ($4::timestamptz IS NULL OR update_time > $4::timestamptz)
        AND ($5::timestamptz IS NULL OR create_time >= $5::timestamptz)
    RETURNING id`,
    [scope.businessId, scope.locationId, scope.seenBy, scope.updatedAfter, scope.createdSince, scope.now],
  );
  return marked.length;
}

/** The update time of the location's oldest review still at Google (as Google wrote it, ISO), or null. */
export async function oldestHeldUpdateTime(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
): Promise<string | null> {
  const [row] = await tx.query<{ oldest: Date | null }>(
    `SELECT min(update_time) AS oldest FROM reviews
      WHERE business_id = $1 AND location_id = $2 AND removed_at IS NULL`,
    [businessId, locationId],
  );
  return row?.oldest ? row.oldest.toISOString() : null;
}

export interface LocationSyncMark {
  /** Google's totalReviewCount when the last sync had seen every change up to then; null before the first. */
  googleReviewCount: number | null;
  /** When the stored reviews were last compared with Google's whole list. */
  comparedAt: Date | null;
  /** Null until a sync first completed for the location. */
  lastSyncedAt: Date | null;
}

export async function readLocationSyncMarks(
  tx: SqlExecutor,
  businessId: string,
): Promise<Map<string, LocationSyncMark>> {
  const rows = await tx.query<{
    id: string;
    google_review_count_synced: number | null;
    reviews_compared_at: Date | null;
    last_synced_at: Date | null;
  }>(
    `SELECT id, google_review_count_synced, reviews_compared_at, last_synced_at
       FROM locations WHERE business_id = $1`,
    [businessId],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        googleReviewCount: row.google_review_count_synced,
        comparedAt: row.reviews_compared_at,
        lastSyncedAt: row.last_synced_at,
      },
    ]),
  );
}

/** What a sync accounted for at a location; `comparedAt` left out keeps the last comparison's time. */
export async function saveLocationSyncMark(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
  mark: { googleReviewCount: number; comparedAt?: Date },
): Promise<void> {
  await tx.query(
    `UPDATE locations
        SET google_review_count_synced = $3, reviews_compared_at = coalesce($4::timestamptz, reviews_compared_at)
      WHERE business_id = $1 AND id = $2`,
    [businessId, locationId, mark.googleReviewCount, mark.comparedAt ?? null],
  );
}

/** What the new-review notifications say of each review. */
export interface NewReviewNotice {
  reviewId: string;
  stars: number;
  sentiment: ReviewSentiment;
  authorName: string | null;
  locationName: string;
}

/** The new reviews of a sync, as the notifications tell of them. */
export async function readNewReviewNotices(
  tx: SqlExecutor,
  businessId: string,
  ids: readonly string[],
): Promise<NewReviewNotice[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{
    id: string;
    stars: number;
    sentiment: NewReviewNotice['sentiment'];
    author_name: string | null;
    location_name: string;
  }>(
    `SELECT r.id, r.stars, r.sentiment, r.author_name, l.name AS location_name
       FROM reviews AS r
       JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
      WHERE r.business_id = $1 AND r.id = ANY($2::uuid[])
      ORDER BY r.create_time DESC, r.id`,
    [businessId, ids],
  );
  return rows.map((row) => ({
    reviewId: row.id,
    stars: row.stars,
    sentiment: row.sentiment,
    authorName: row.author_name,
    locationName: row.location_name,
  }));
}

/** Whether any sync of the business has completed (then "Sync now" is incremental unless asked otherwise). */
export async function hasCompletedSync(tx: SqlExecutor, businessId: string): Promise<boolean> {
  const [row] = await tx.query<{ completed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sync_jobs WHERE business_id = $1 AND status = 'completed') AS completed`,
    [businessId],
  );
  return row.completed;
}

// --- The schedule ----------------------------------------------------------------------------------

/**
 * Businesses whose scheduled sync may be due: a linked place (google_place_links, readable by all), a sync
 * completed once (onboarding's), and no schedule row saying a later time. The one cross-tenant read of the
 * schedule, as the job worker (migration 015); each business is then claimed in its own tenant transaction.
 */
export async function listBusinessesDueForReviewSync(db: Database, now: Date): Promise<string[]> {
  const rows = await db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
    return tx.query<{ business_id: string }>(
      `SELECT linked.business_id
         FROM (SELECT DISTINCT business_id FROM google_place_links) AS linked
        WHERE NOT EXISTS (SELECT 1 FROM review_sync_schedules AS s
                           WHERE s.business_id = linked.business_id AND s.next_sync_at > $1)
          AND EXISTS (SELECT 1 FROM sync_jobs AS j
                       WHERE j.business_id = linked.business_id AND j.status = 'completed')
        ORDER BY linked.business_id`,
      [now],
    );
  });
  return rows.map((row) => row.business_id);
}

/**
 * Takes the business's due turn: moves its next sync to `next` when it was due at `now` (or had no row yet).
 * False when another process (or an earlier tick) took this turn: the row lock makes the second wait for the
 * first and then find the time moved.
 */
export async function claimScheduledReviewSync(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
  next: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO review_sync_schedules AS s (business_id, next_sync_at, last_queued_at, updated_at)
     VALUES ($1, $3, $2, $2)
     ON CONFLICT (business_id) DO UPDATE
        SET next_sync_at = excluded.next_sync_at, last_queued_at = excluded.last_queued_at,
            updated_at = excluded.updated_at
      WHERE s.next_sync_at <= $2
    RETURNING business_id`,
    [businessId, now, next],
  );
  return rows.length > 0;
}

/** maxPerLocation of the business's latest full sync (how deep it chose to hold), or null. */
export async function readLatestFullSyncDepth(tx: SqlExecutor, businessId: string): Promise<number | null> {
  const [row] = await tx.query<{ max_per_location: number }>(
    `SELECT max_per_location FROM sync_jobs WHERE business_id = $1 AND mode = $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [businessId, 'full' satisfies SyncMode],
  );
  return row?.max_per_location ?? null;
}

/** Forgets finished incremental runs that ended before `before`, never the business's latest job. */
export async function pruneFinishedIncrementalSyncs(
  tx: SqlExecutor,
  businessId: string,
  before: Date,
): Promise<void> {
  await tx.query(
    `DELETE FROM sync_jobs
      WHERE business_id = $1 AND mode = 'incremental' AND status IN ('completed', 'failed') AND finished_at < $2
        AND created_at < (SELECT max(created_at) FROM sync_jobs WHERE business_id = $1)`,
    [businessId, before],
  );
}
