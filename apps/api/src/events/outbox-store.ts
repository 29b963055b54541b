// The outbox's SQL (migration 027): an event is a row of domain_events, which is also its delivery job.
import type { SqlExecutor } from '../db/database';
import type { ClaimedJob } from '../jobs/job-queue';

export interface OutboxRow {
  name: string;
  payload: unknown;
  delivered_to: string[];
  created_at: Date;
}

/** Inside the caller's tenant transaction: the row commits, or vanishes, with the change that raised it. */
export async function insertEvent(
  tx: SqlExecutor,
  event: { businessId: string; name: string; payload: unknown; maxAttempts: number; now: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO domain_events (business_id, name, payload, run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $4, $4)
     RETURNING id`,
    [event.businessId, event.name, JSON.stringify(event.payload), event.now, event.maxAttempts],
  );
  return row.id;
}

export async function readEvent(tx: SqlExecutor, job: ClaimedJob): Promise<OutboxRow | null> {
  const [row] = await tx.query<OutboxRow>(
    `SELECT name, payload, delivered_to, created_at FROM domain_events WHERE business_id = $1 AND id = $2`,
    [job.businessId, job.id],
  );
  return row ?? null;
}

/**
 * Renews the lease of the worker delivering the event, and records `subscriber` as done when given. False: the
 * lease is another worker's now (this one was presumed dead), and the caller's transaction must not commit.
 */
export async function holdEvent(
  tx: SqlExecutor,
  job: ClaimedJob,
  lease: { workerId: string; lockedUntil: Date },
  now: Date,
  subscriber: string | null = null,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE domain_events
        SET locked_until = $4, updated_at = $5,
            delivered_to = CASE WHEN $6::text IS NULL OR $6::text = ANY (delivered_to) THEN delivered_to
                                ELSE array_append(delivered_to, $6::text) END
      WHERE business_id = $1 AND id = $2 AND locked_by = $3 AND status = 'running'
    RETURNING id`,
    [job.businessId, job.id, lease.workerId, lease.lockedUntil, now, subscriber],
  );
  return rows.length > 0;
}
