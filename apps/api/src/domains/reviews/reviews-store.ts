// Every SQL statement of the reviews domain, each run in the transaction its caller passes in:
// - the sync_jobs rows as the client reads them (syncJobSchema), as the API queues them and as the sync
//   job (sync/sync-reviews-job.ts, which keeps the lease, checkpoint and transaction logic) records its
//   progress and failures. Failure reasons are kept as message codes and translated when read, so each
//   reader sees them in their own language;
// - the stored reviews (review-records.ts turns Google's reviews into these rows), the numbers the sync
//   adds to each location and the summary the completion step shows.
import {
  SYNC_STAGE_KEYS,
  translateMessage,
  type Language,
  type MessageCode,
  type ReviewSentiment,
  type SyncJob,
  type SyncJobStatus,
  type SyncMode,
  type SyncStageKey,
  type SyncStageStatus,
  type SyncSummary,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

export interface StoredStage {
  key: SyncStageKey;
  status: SyncStageStatus;
  errorCode: MessageCode | null;
  errorParams: Record<string, string | number>;
}

/** Where reviewsSync goes on: the next page of `locationId` (null token: its first page). */
export interface SyncCheckpoint {
  locationId: string;
  pageToken: string | null;
  /** Reviews of this location stored so far by this job (incremental: read so far in this pass). */
  fetched: number;
  /**
   * Incremental only: `changes` reads newest first until a review held unchanged; `compare` reads Google's
   * list over every review held, to find those gone (sync-reviews-job.ts says when).
   */
  pass?: 'changes' | 'compare';
  /** Google's totalReviewCount on the location's first page of this job. */
  googleCount?: number;
  /** Reviews new or back at Google met so far at this location. */
  appeared?: number;
  /** Compare pass: the update time of the oldest review held when it began; it stops past it. */
  until?: string | null;
}

export interface SyncJobRow {
  business_id: string;
  id: string;
  mode: SyncMode;
  max_per_location: number;
  status: SyncJobStatus;
  stages: StoredStage[];
  progress: number;
  reviews_imported: number;
  reviews_total: number;
  locations_done: number;
  locations_total: number;
  checkpoint: SyncCheckpoint | null;
  error_stage: SyncStageKey | null;
  error_code: MessageCode | null;
  error_params: Record<string, string | number> | null;
  summary: SyncSummary | null;
  /** Reviews new to Sumaa, edited at Google, gone from Google, found by this job so far. */
  reviews_new: number;
  reviews_updated: number;
  reviews_removed: number;
  /** The new reviews an incremental job announces once it completes (notifyNewReviews). */
  new_review_ids: string[];
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const JOB_COLUMNS = `business_id, id, mode, max_per_location, status, stages, progress, reviews_imported,
  reviews_total, locations_done, locations_total, checkpoint, error_stage, error_code, error_params, summary,
  reviews_new, reviews_updated, reviews_removed, new_review_ids, attempts, created_at, started_at, finished_at`;

export function initialStages(): StoredStage[] {
  return SYNC_STAGE_KEYS.map((key) => ({ key, status: 'pending', errorCode: null, errorParams: {} }));
}

export function toSyncJobModel(row: SyncJobRow, language: Language): SyncJob {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    stages: row.stages.map((stage) => ({
      key: stage.key,
      status: stage.status,
      error: stage.errorCode ? translateMessage(stage.errorCode, language, stage.errorParams) : null,
    })),
    reviewsImported: row.reviews_imported,
    reviewsTotal: row.reviews_total,
    locationsDone: row.locations_done,
    locationsTotal: row.locations_total,
    error:
      row.status === 'failed' && row.error_stage && row.error_code
        ? {
            stage: row.error_stage,
            message: translateMessage(row.error_code, language, row.error_params ?? {}),
          }
        : null,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    summary: row.summary,
    mode: row.mode,
    changes: {
      newReviews: row.reviews_new,
      updatedReviews: row.reviews_updated,
      removedReviews: row.reviews_removed,
    },
  };
}

export async function readSyncJob(
  tx: SqlExecutor,
  businessId: string,
  id: string,
): Promise<SyncJobRow | null> {
  const [row] = await tx.query<SyncJobRow>(
    `SELECT ${JOB_COLUMNS} FROM sync_jobs WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  return row ?? null;
}

export async function readLatestSyncJob(tx: SqlExecutor, businessId: string): Promise<SyncJobRow | null> {
  const [row] = await tx.query<SyncJobRow>(
    `SELECT ${JOB_COLUMNS} FROM sync_jobs WHERE business_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [businessId],
  );
  return row ?? null;
}

/**
 * Queues a sync, unless one is already queued or running for the business: then that one is returned
 * (the partial unique index settles two requests racing each other).
 */
export async function enqueueReviewSync(
  tx: SqlExecutor,
  request: {
    businessId: string;
    /** Null: queued by the schedule. */
    requestedBy: string | null;
    mode: SyncMode;
    maxPerLocation: number;
    maxAttempts: number;
    now: Date;
  },
): Promise<{ job: SyncJobRow; created: boolean }> {
  // The active job may finish between the two statements; then the insert succeeds on the next round.
  for (let round = 0; round < 3; round += 1) {
    const [created] = await tx.query<SyncJobRow>(
      `INSERT INTO sync_jobs (business_id, requested_by, max_per_location, status, stages, run_at, max_attempts,
                              created_at, updated_at, mode)
       VALUES ($1, $2, $3, 'queued', $4::jsonb, $5, $6, $5, $5, $7)
       ON CONFLICT (business_id) WHERE status IN ('queued', 'running') DO NOTHING
       RETURNING ${JOB_COLUMNS}`,
      [
        request.businessId,
        request.requestedBy,
        request.maxPerLocation,
        JSON.stringify(initialStages()),
        request.now,
        request.maxAttempts,
        request.mode,
      ],
    );
    if (created) return { job: created, created: true };
    const [active] = await tx.query<SyncJobRow>(
      `SELECT ${JOB_COLUMNS} FROM sync_jobs WHERE business_id = $1 AND status IN ('queued', 'running')`,
      [request.businessId],
    );
    if (active) return { job: active, created: false };
  }
  throw new Error('could not queue a sync: the active job kept changing');
}

/** The sync's own numbers for each linked location still in Google: its stored reviews and their average. */
export async function refreshSyncedLocationStats(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE locations AS l
        SET synced_review_count = s.reviews, synced_average_rating = s.average,
            last_synced_at = $2, updated_at = $2
       FROM (SELECT linked.id, count(r.id)::int AS reviews, avg(r.stars)::double precision AS average
               FROM locations AS linked
               LEFT JOIN reviews AS r ON r.business_id = linked.business_id AND r.location_id = linked.id
              WHERE linked.business_id = $1
              GROUP BY linked.id) AS s
      WHERE l.business_id = $1 AND l.id = s.id AND l.missing_from_google_at IS NULL`,
    [businessId, now],
  );
}

/**
 * Stores where a running job stands and renews its lease, only while `lease.workerId` still holds it;
 * false when it does not (the caller's transaction must then be given up).
 */
export async function saveSyncJobProgress(
  tx: SqlExecutor,
  businessId: string,
  job: Pick<
    SyncJobRow,
    | 'id'
    | 'stages'
    | 'progress'
    | 'reviews_imported'
    | 'reviews_total'
    | 'locations_done'
    | 'locations_total'
    | 'checkpoint'
    | 'summary'
    | 'reviews_new'
    | 'reviews_updated'
    | 'reviews_removed'
    | 'new_review_ids'
  >,
  update: { now: Date; lockedUntil: Date; workerId: string },
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE sync_jobs
        SET stages = $3::jsonb, progress = $4, reviews_imported = $5, reviews_total = $6,
            locations_done = $7, locations_total = $8, checkpoint = $9::jsonb, summary = $10::jsonb,
            updated_at = $11, locked_until = $12, reviews_new = $14, reviews_updated = $15,
            reviews_removed = $16, new_review_ids = $17::uuid[]
      WHERE business_id = $1 AND id = $2 AND locked_by = $13 AND status = 'running'
    RETURNING id`,
    [
      businessId,
      job.id,
      JSON.stringify(job.stages),
      job.progress,
      job.reviews_imported,
      job.reviews_total,
      job.locations_done,
      job.locations_total,
      job.checkpoint === null ? null : JSON.stringify(job.checkpoint),
      job.summary === null ? null : JSON.stringify(job.summary),
      update.now,
      update.lockedUntil,
      update.workerId,
      job.reviews_new,
      job.reviews_updated,
      job.reviews_removed,
      job.new_review_ids,
    ],
  );
  return updated.length > 0;
}

/** Records the failed stage (with its stages) and the failure's message code on the job. */
export async function saveSyncJobFailure(
  tx: SqlExecutor,
  failure: {
    businessId: string;
    id: string;
    stages: StoredStage[];
    stage: SyncStageKey;
    code: MessageCode;
    params: Record<string, string | number>;
  },
): Promise<void> {
  await tx.query(
    `UPDATE sync_jobs SET stages = $3::jsonb, error_stage = $4, error_code = $5, error_params = $6::jsonb
      WHERE business_id = $1 AND id = $2`,
    [
      failure.businessId,
      failure.id,
      JSON.stringify(failure.stages),
      failure.stage,
      failure.code,
      JSON.stringify(failure.params),
    ],
  );
}

// --- Stored reviews ---------------------------------------------------------------------------------

export interface ReviewRecord {
  google_name: string;
  review_id: string;
  author_name: string | null;
  author_photo_url: string | null;
  is_anonymous: boolean;
  stars: number;
  comment_original: string | null;
  comment_translated: string | null;
  language: string | null;
  sentiment: ReviewSentiment;
  keywords: string[];
  /** keywordKey of each keyword. */
  keyword_keys: string[];
  /** The ANALYSIS_VERSION that computed language, sentiment, keywords and keyword_keys. */
  analysis_version: number;
  create_time: string;
  update_time: string;
  reply_comment: string | null;
  reply_update_time: string | null;
}

/**
 * Inserts or updates one page of a location's reviews in a single statement (the rows travel as one JSON
 * parameter, which keeps a page of 50 to one round trip). Returns how many rows were written.
 */
export async function upsertReviews(
  tx: SqlExecutor,
  scope: {
    businessId: string;
    locationId: string;
    syncedAt: Date;
    /** The sync job that met these reviews in Google's list (migration 015: what it did not meet is removed). */
    seenBySyncId?: string;
  },
  records: readonly ReviewRecord[],
): Promise<number> {
  if (records.length === 0) return 0;
  // One review twice in a page would make ON CONFLICT touch a row twice: keep the last.
  const unique = [...new Map(records.map((record) => [record.google_name, record])).values()];
  const rows = await tx.query(
    `INSERT INTO reviews AS r (
       business_id, location_id, google_name, review_id, author_name, author_photo_url, is_anonymous, stars,
       comment_original, comment_translated, language, sentiment, keywords, create_time, update_time,
       reply_comment, reply_update_time, synced_at, imported_at, last_seen_sync_id, keyword_keys, analysis_version)
     SELECT $1::uuid, $2::uuid, p.google_name, p.review_id, p.author_name, p.author_photo_url, p.is_anonymous, p.stars,
            p.comment_original, p.comment_translated, p.language, p.sentiment, coalesce(p.keywords, '{}'),
            p.create_time, p.update_time, p.reply_comment, p.reply_update_time, $3::timestamptz, $3::timestamptz, $5::uuid,
            coalesce(p.keyword_keys, '{}'), p.analysis_version
       FROM jsonb_to_recordset($4::jsonb) AS p(
              google_name text, review_id text, author_name text, author_photo_url text, is_anonymous boolean,
              stars smallint, comment_original text, comment_translated text, language text, sentiment text,
              keywords text[], create_time timestamptz, update_time timestamptz, reply_comment text,
              reply_update_time timestamptz, keyword_keys text[], analysis_version smallint)
     ON CONFLICT (business_id, google_name) DO UPDATE SET
       location_id = excluded.location_id,
       review_id = excluded.review_id,
       author_name = excluded.author_name,
       author_photo_url = excluded.author_photo_url,
       is_anonymous = excluded.is_anonymous,
       stars = excluded.stars,
       comment_original = excluded.comment_original,
       comment_translated = excluded.comment_translated,
       language = excluded.language,
       sentiment = excluded.sentiment,
       keywords = excluded.keywords,
       keyword_keys = excluded.keyword_keys,
       analysis_version = excluded.analysis_version,
       create_time = excluded.create_time,
       update_time = excluded.update_time,
       reply_comment = excluded.reply_comment,
       reply_update_time = excluded.reply_update_time,
       -- What Google holds wins: a reply other than the one Sumaa published was made on Google.
       reply_author_id = CASE WHEN r.reply_comment IS NOT DISTINCT FROM excluded.reply_comment
                              THEN r.reply_author_id END,
       reply_source = CASE WHEN r.reply_comment IS NOT DISTINCT FROM excluded.reply_comment THEN r.reply_source END,
       synced_at = excluded.synced_at,
       -- Listed by Google: seen by this sync, and not (or no longer) removed.
       last_seen_sync_id = excluded.last_seen_sync_id,
       removed_at = NULL
     RETURNING 1`,
    [scope.businessId, scope.locationId, scope.syncedAt, JSON.stringify(unique), scope.seenBySyncId ?? null],
  );
  return rows.length;
}

const LATEST_REVIEWS = 3;

/** What the completion step shows after a sync: the business's real numbers from its stored reviews. */
export async function readSyncSummary(tx: SqlExecutor, businessId: string): Promise<SyncSummary> {
  const [totals] = await tx.query<{
    locations: number;
    reviews: number;
    average: number | null;
    positive: number;
    negative: number;
    neutral: number;
  }>(
    `SELECT (SELECT count(*)::int FROM locations WHERE business_id = $1) AS locations,
            count(*)::int AS reviews,
            avg(stars)::double precision AS average,
            count(*) FILTER (WHERE sentiment = 'Positive')::int AS positive,
            count(*) FILTER (WHERE sentiment = 'Negative')::int AS negative,
            count(*) FILTER (WHERE sentiment = 'Neutral')::int AS neutral
       FROM reviews WHERE business_id = $1`,
    [businessId],
  );
  const latest = await tx.query<{
    author_name: string | null;
    stars: number;
    comment_original: string | null;
    comment_translated: string | null;
    create_time: Date;
    sentiment: ReviewSentiment;
  }>(
    `SELECT author_name, stars, comment_original, comment_translated, create_time, sentiment
       FROM reviews WHERE business_id = $1
      ORDER BY create_time DESC, id
      LIMIT ${LATEST_REVIEWS}`,
    [businessId],
  );
  return {
    locations: totals.locations,
    reviews: totals.reviews,
    averageRating: totals.average === null ? null : Math.round(totals.average * 10) / 10,
    positive: totals.positive,
    negative: totals.negative,
    neutral: totals.neutral,
    latestReviews: latest.map((review) => ({
      authorName: review.author_name,
      stars: review.stars,
      content: review.comment_original ?? review.comment_translated,
      reviewDate: review.create_time.toISOString(),
      sentiment: review.sentiment,
    })),
  };
}
