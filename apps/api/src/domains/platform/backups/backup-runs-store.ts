// SQL of the daily backup's runs (migration 030). Every statement runs in the platform's own tenant
// transaction (PLATFORM_TENANT_ID), the only scope whose policy shows these rows outside the worker's claim.
import type { SqlExecutor } from '../../../db/database';

/** The nil UUID: the tenant id of work that belongs to the platform, not to a business (migration 030). */
export const PLATFORM_TENANT_ID = '00000000-0000-0000-0000-000000000000';

/** Queues the day's run unless it exists already (any process, any restart); true when this call queued it. */
export async function enqueueBackupRun(
  tx: SqlExecutor,
  run: { runDate: string; maxAttempts: number; now: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO backup_runs (business_id, run_date, run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2::date, $3, $4, $3, $3)
     ON CONFLICT (business_id, run_date) DO NOTHING
     RETURNING id`,
    [PLATFORM_TENANT_ID, run.runDate, run.now, run.maxAttempts],
  );
  return inserted.length > 0;
}

export async function recordBackupFile(
  tx: SqlExecutor,
  run: { id: string; fileName: string; sizeBytes: number },
): Promise<void> {
  await tx.query(
    `UPDATE backup_runs SET file_name = $3, size_bytes = $4 WHERE business_id = $1 AND id = $2`,
    [PLATFORM_TENANT_ID, run.id, run.fileName, run.sizeBytes],
  );
}

/** Forgets finished runs older than `before` (the files themselves are pruned by count). */
export async function pruneFinishedBackupRuns(tx: SqlExecutor, before: string): Promise<void> {
  await tx.query(
    `DELETE FROM backup_runs
      WHERE business_id = $1 AND run_date < $2::date AND status IN ('completed', 'failed')`,
    [PLATFORM_TENANT_ID, before],
  );
}

export interface BackupRunOutcome {
  at: string;
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
}

interface OutcomeRow {
  finished_at: Date | string;
  file_name: string | null;
  size_bytes: string | number | null;
  last_error: string | null;
}

function outcomeOf(row: OutcomeRow | undefined): BackupRunOutcome | null {
  if (!row) return null;
  return {
    at: new Date(row.finished_at).toISOString(),
    fileName: row.file_name,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.last_error,
  };
}

/** The newest completed run and the newest failed one (out of attempts), for the system page. */
export async function readLastBackupRuns(
  tx: SqlExecutor,
): Promise<{ lastSuccess: BackupRunOutcome | null; lastFailure: BackupRunOutcome | null }> {
  const newest = (status: 'completed' | 'failed') =>
    tx.query<OutcomeRow>(
      `SELECT finished_at, file_name, size_bytes::text AS size_bytes, last_error FROM backup_runs
        WHERE business_id = $1 AND status = $2 AND finished_at IS NOT NULL
        ORDER BY finished_at DESC LIMIT 1`,
      [PLATFORM_TENANT_ID, status],
    );
  const [success] = await newest('completed');
  const [failure] = await newest('failed');
  return { lastSuccess: outcomeOf(success), lastFailure: outcomeOf(failure) };
}
