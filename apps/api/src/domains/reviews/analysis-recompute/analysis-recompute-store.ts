// The SQL of the analysis recompute (analysis-recompute-job.ts): the business's jobs in review_analysis_jobs and
// its reviews older than the current analysis (migration 016). Everything runs in the business's own tenant
// transaction; the job reads no other business's rows.
import type { ReviewSentiment } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

/** The stored text and stars a review's analysis is computed from. */
export interface OutdatedReview {
  id: string;
  stars: number;
  comment_original: string | null;
  comment_translated: string | null;
}

/** A review's new analysis, as the reviews table stores it. */
export interface RecomputedReview {
  id: string;
  language: string | null;
  sentiment: ReviewSentiment;
  keywords: string[];
  keyword_keys: string[];
}

/**
 * Queues the business's recompute when it holds reviews older than `version` and has none queued or running;
 * false otherwise (nothing to do, or it is already on its way).
 */
export async function enqueueAnalysisRecompute(
  tx: SqlExecutor,
  job: { businessId: string; version: number; maxAttempts: number; now: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO review_analysis_jobs (business_id, analysis_version, run_at, max_attempts, created_at, updated_at)
     SELECT $1, $2, $3, $4, $3, $3
      WHERE EXISTS (SELECT 1 FROM reviews WHERE business_id = $1 AND analysis_version < $2)
     ON CONFLICT (business_id) WHERE status IN ('queued', 'running') DO NOTHING
     RETURNING id`,
    [job.businessId, job.version, job.now, job.maxAttempts],
  );
  return inserted.length > 0;
}

/**
 * The next `limit` of the business's reviews older than `version`, by id after `afterId`, locked for this
 * transaction. Rows another transaction holds (a sync writing them, someone assigning one) are skipped rather
 * than waited for, so the recompute never waits in a lock queue nor deadlocks with them; the sync stores its
 * rows analysed anyway, and what else is skipped is left for the next attempt (countOutdatedReviews).
 */
export async function lockOutdatedReviews(
  tx: SqlExecutor,
  businessId: string,
  batch: { version: number; afterId: string; limit: number },
): Promise<OutdatedReview[]> {
  return tx.query<OutdatedReview>(
    `SELECT id, stars, comment_original, comment_translated
       FROM reviews
      WHERE business_id = $1 AND analysis_version < $2 AND id > $3
      ORDER BY id
      LIMIT $4
        FOR UPDATE SKIP LOCKED`,
    [businessId, batch.version, batch.afterId, batch.limit],
  );
}

/**
 * Stores the new analysis of reviews still older than `version` (a row a sync has meanwhile stored analysed is
 * left as it is). Nothing else of the row changes: not its reply, assignment or removal, not update_time or
 * synced_at. Returns how many rows were updated.
 */
export async function saveRecomputedAnalysis(
  tx: SqlExecutor,
  businessId: string,
  version: number,
  reviews: readonly RecomputedReview[],
): Promise<number> {
  if (reviews.length === 0) return 0;
  const rows = await tx.query(
    `UPDATE reviews AS r
        SET language = p.language, sentiment = p.sentiment, keywords = coalesce(p.keywords, '{}'),
            keyword_keys = coalesce(p.keyword_keys, '{}'), analysis_version = $2
       FROM jsonb_to_recordset($3::jsonb) AS p(id uuid, language text, sentiment text, keywords text[],
                                                keyword_keys text[])
      WHERE r.business_id = $1 AND r.id = p.id AND r.analysis_version < $2
    RETURNING r.id`,
    [businessId, version, JSON.stringify(reviews)],
  );
  return rows.length;
}

/** How many of the business's reviews are still older than `version`. */
export async function countOutdatedReviews(
  tx: SqlExecutor,
  businessId: string,
  version: number,
): Promise<number> {
  const [row] = await tx.query<{ outdated: number }>(
    'SELECT count(*)::int AS outdated FROM reviews WHERE business_id = $1 AND analysis_version < $2',
    [businessId, version],
  );
  return row.outdated;
}

/**
 * Adds a batch's count to the job and renews its lease, only while `lease.workerId` still holds it; returns the
 * job's count over all its attempts, or null when another worker holds it now (the caller's transaction must
 * then be given up).
 */
export async function recordRecomputeProgress(
  tx: SqlExecutor,
  progress: {
    businessId: string;
    jobId: string;
    version: number;
    recomputed: number;
    now: Date;
    lease: { workerId: string; lockedUntil: Date };
  },
): Promise<number | null> {
  const [row] = await tx.query<{ reviews_recomputed: number }>(
    `UPDATE review_analysis_jobs
        SET reviews_recomputed = reviews_recomputed + $3, analysis_version = $4, locked_until = $5,
            updated_at = $6
      WHERE business_id = $1 AND id = $2 AND locked_by = $7 AND status = 'running'
    RETURNING reviews_recomputed`,
    [
      progress.businessId,
      progress.jobId,
      progress.recomputed,
      progress.version,
      progress.lease.lockedUntil,
      progress.now,
      progress.lease.workerId,
    ],
  );
  return row ? row.reviews_recomputed : null;
}
