// The sync_jobs rows as the client reads them (syncJobSchema) and as the API queues them. Failure reasons
// are kept as message codes and translated when read, so each reader sees them in their own language.
import {
  SYNC_STAGE_KEYS,
  translateMessage,
  type Language,
  type MessageCode,
  type SyncJob,
  type SyncJobStatus,
  type SyncStageKey,
  type SyncStageStatus,
  type SyncSummary,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

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
  /** Reviews of this location stored so far by this job. */
  fetched: number;
}

export interface SyncJobRow {
  business_id: string;
  id: string;
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
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const JOB_COLUMNS = `business_id, id, max_per_location, status, stages, progress, reviews_imported, reviews_total,
  locations_done, locations_total, checkpoint, error_stage, error_code, error_params, summary, attempts,
  created_at, started_at, finished_at`;

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
    requestedBy: string | null;
    maxPerLocation: number;
    maxAttempts: number;
    now: Date;
  },
): Promise<{ job: SyncJobRow; created: boolean }> {
  // The active job may finish between the two statements; then the insert succeeds on the next round.
  for (let round = 0; round < 3; round += 1) {
    const [created] = await tx.query<SyncJobRow>(
      `INSERT INTO sync_jobs (business_id, requested_by, max_per_location, status, stages, run_at, max_attempts,
                              created_at, updated_at)
       VALUES ($1, $2, $3, 'queued', $4::jsonb, $5, $6, $5, $5)
       ON CONFLICT (business_id) WHERE status IN ('queued', 'running') DO NOTHING
       RETURNING ${JOB_COLUMNS}`,
      [
        request.businessId,
        request.requestedBy,
        request.maxPerLocation,
        JSON.stringify(initialStages()),
        request.now,
        request.maxAttempts,
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
