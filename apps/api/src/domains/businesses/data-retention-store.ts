// The SQL of the daily data retention (data-retention-job.ts): which businesses may hold reviews, their runs
// in retention_jobs (migration 010), and the deletion of their old reviews. Everything but the first query
// runs in the business's own tenant transaction.
import type { DataRetention } from '@sumaa/contracts';
import type { Database, SqlExecutor } from '../../db/database';

/**
 * Every business that may hold reviews: a review belongs to a location, and a location exists only while its
 * Google place is linked (google_place_links, readable by all, migration 008; both cascade on delete).
 */
export async function listBusinessesWithLinkedPlaces(db: Database): Promise<string[]> {
  const rows = await db.transaction((tx) =>
    tx.query<{ business_id: string }>(
      'SELECT DISTINCT business_id FROM google_place_links ORDER BY business_id',
    ),
  );
  return rows.map((row) => row.business_id);
}

/** Queues the business's run for `runDate` (YYYY-MM-DD); false when that day's run is already there. */
export async function enqueueRetentionJob(
  tx: SqlExecutor,
  job: { businessId: string; runDate: string; maxAttempts: number; now: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO retention_jobs (business_id, run_date, run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2::date, $3, $4, $3, $3)
     ON CONFLICT (business_id, run_date) DO NOTHING
     RETURNING id`,
    [job.businessId, job.runDate, job.now, job.maxAttempts],
  );
  return inserted.length > 0;
}

/** Deletes the business's reviews dated (by Google's create time) before `cutoff`; returns how many. */
export async function deleteReviewsDatedBefore(
  tx: SqlExecutor,
  businessId: string,
  cutoff: Date,
): Promise<number> {
  const deleted = await tx.query(
    'DELETE FROM reviews WHERE business_id = $1 AND create_time < $2 RETURNING id',
    [businessId, cutoff],
  );
  return deleted.length;
}

/**
 * The stored review count and average of each of the business's locations, counted again. Unlike the sync's
 * own refresh it leaves last_synced_at alone: nothing was fetched from Google.
 */
export async function recountLocationReviews(tx: SqlExecutor, businessId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE locations AS l
        SET synced_review_count = s.reviews, synced_average_rating = s.average, updated_at = $2
       FROM (SELECT linked.id, count(r.id)::int AS reviews, avg(r.stars)::double precision AS average
               FROM locations AS linked
               LEFT JOIN reviews AS r ON r.business_id = linked.business_id AND r.location_id = linked.id
              WHERE linked.business_id = $1
              GROUP BY linked.id) AS s
      WHERE l.business_id = $1 AND l.id = s.id
        AND (l.synced_review_count, l.synced_average_rating) IS DISTINCT FROM (s.reviews, s.average)`,
    [businessId, now],
  );
}

/** What a run found and did, kept on its row for whoever looks into it later. */
export async function recordRetentionOutcome(
  tx: SqlExecutor,
  outcome: {
    businessId: string;
    jobId: string;
    retention: DataRetention;
    cutoff: Date | null;
    reviewsDeleted: number;
  },
): Promise<void> {
  await tx.query(
    'UPDATE retention_jobs SET retention = $3, cutoff = $4, reviews_deleted = $5 WHERE business_id = $1 AND id = $2',
    [outcome.businessId, outcome.jobId, outcome.retention, outcome.cutoff, outcome.reviewsDeleted],
  );
}

/** Forgets the business's finished runs of days before `beforeDate` (YYYY-MM-DD). */
export async function pruneFinishedRetentionJobs(
  tx: SqlExecutor,
  businessId: string,
  beforeDate: string,
): Promise<void> {
  await tx.query(
    `DELETE FROM retention_jobs
      WHERE business_id = $1 AND run_date < $2::date AND status IN ('completed', 'failed')`,
    [businessId, beforeDate],
  );
}
