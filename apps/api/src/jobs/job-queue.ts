// A small job queue on PostgreSQL (ADR 0005). A job is a row of a tenant table carrying the queue
// columns of migration 007 (status, run_at, locked_by, locked_until, attempts, max_attempts, last_error,
// started_at, finished_at, updated_at). Workers claim due rows with FOR UPDATE SKIP LOCKED, hold them
// under a lease they renew while alive, and retry failed attempts with backoff. A worker that dies keeps
// its lease until it runs out; then the job is claimed again and its handler resumes from what it
// committed (handlers must be idempotent).
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, SqlExecutor } from '../db/database';
import { retryDelayMs } from './backoff';

/**
 * A table that holds jobs, written in its domain's migration with the queue columns; the domain that owns it
 * registers its kind (`app.jobs.register`).
 */
export type JobTable = string;

export interface ClaimedJob {
  table: JobTable;
  businessId: string;
  id: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

/** What a handler is given for one attempt. */
export interface JobRun {
  job: ClaimedJob;
  /** Aborted when the worker stops (shutdown, or a simulated crash in tests); check it between steps. */
  signal: AbortSignal;
  now(): Date;
  /** Inside the handler's last transaction: the job is done. */
  complete(tx: SqlExecutor): Promise<void>;
  /**
   * Every transaction that records progress puts this in its UPDATE of the job row
   * (`… SET locked_until = $lockedUntil WHERE … AND locked_by = $workerId AND status = 'running'`): it
   * renews the lease, and when no row matches another worker took the job over (this one was presumed
   * dead), so the handler throws LeaseLostError and nothing of that transaction is kept.
   */
  lease(): { workerId: string; lockedUntil: Date };
}

export interface FailureVerdict {
  /** Trying again later may succeed (Google busy, a network error). */
  retryable: boolean;
  /** The least wait before the next attempt (Retry-After). */
  retryAfterMs?: number | null;
}

export interface JobKind {
  table: JobTable;
  /**
   * Lower is claimed first when several kinds have due jobs (a reply someone waits to see published before
   * a long recompute). Kinds of the same priority keep their registration order.
   */
  priority?: number;
  handle(run: JobRun): Promise<void>;
  classify(error: unknown): FailureVerdict;
  /** Inside the tenant transaction that marks the job failed: record why, for the people who read it. */
  recordFailure(tx: SqlExecutor, job: ClaimedJob, error: unknown): Promise<void>;
  /** Inside the tenant transaction that schedules the next attempt, after a retryable failure. */
  recordRetry?(tx: SqlExecutor, job: ClaimedJob, error: unknown, runAt: Date): Promise<void>;
  /** Once the failure recordFailure wrote has committed: tell the people concerned. */
  announceFailure?(job: ClaimedJob, error: unknown): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Kinds known from the start; domains add theirs with register() before the worker starts. */
  kinds?: JobKind[];
  /** How long a claim lasts without renewal; a dead worker's job waits this long. */
  leaseMs: number;
  pollIntervalMs: number;
  /** Jobs run at once by this process. */
  concurrency: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Another worker holds the job now: stop quietly, it carries on from what was committed. */
export class LeaseLostError extends Error {
  constructor(readonly job: ClaimedJob) {
    super(`lost the lease on ${job.table} ${job.id}`);
    this.name = 'LeaseLostError';
  }
}

type StopReason = 'shutdown' | 'crash';

class JobAbortedError extends Error {
  constructor(readonly reason: StopReason) {
    super(`job stopped: ${reason}`);
    this.name = 'JobAbortedError';
  }
}

/** Throws when the run was stopped; handlers call it between steps (before each Google call, each page). */
export function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) throw new JobAbortedError(signal.reason as StopReason);
}

const CLAIM_ORDER = 'ORDER BY run_at, created_at';

export class JobQueue {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private kinds = new Map<JobTable, JobKind>();
  private readonly running = new Map<Promise<void>, AbortController>();
  private pollTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** A wake that came while a poll ran: that poll may have looked at the job's table already, so look again. */
  private wokenWhilePolling = false;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    for (const kind of options.kinds ?? []) this.register(kind);
  }

  /** Adds a domain's job kind (its plugin does this at boot, before the worker starts). */
  register(kind: JobKind): void {
    if (this.started) throw new Error(`job kind ${kind.table} registered after the worker started`);
    if (this.kinds.has(kind.table)) throw new Error(`job kind ${kind.table} registered twice`);
    const ordered = [...this.kinds.values(), kind].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
    this.kinds = new Map(ordered.map((each) => [each.table, each]));
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Starts polling for due jobs in the background (the API process does this at start). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedulePoll(0);
  }

  /** Asks a started worker to look for jobs now (a job was just queued). */
  wake(): void {
    if (!this.started) return;
    if (this.polling) this.wokenWhilePolling = true;
    else this.schedulePoll(0);
  }

  /**
   * Stops polling and interrupts running jobs. On shutdown their leases are released (and the attempt not
   * counted), so another process takes them over at once; `crash` leaves everything as a killed process
   * would, leases included (tests of recovery).
   */
  async stop(reason: StopReason = 'shutdown'): Promise<void> {
    this.started = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    for (const controller of this.running.values()) controller.abort(reason);
    await this.polling;
    await Promise.allSettled([...this.running.keys()]);
  }

  /**
   * Runs due jobs in this process, one after another, until none is due (tests, tools). Jobs rescheduled
   * for later (a retry after backoff) are left for when they are due. Returns how many attempts ran.
   */
  async runUntilIdle(options: { signal?: AbortSignal } = {}): Promise<number> {
    let attempts = 0;
    for (;;) {
      if (options.signal?.aborted) return attempts;
      const job = await this.claimNext();
      if (!job) return attempts;
      attempts += 1;
      const controller = new AbortController();
      const forward = () => controller.abort(options.signal?.reason ?? 'crash');
      options.signal?.addEventListener('abort', forward, { once: true });
      try {
        await this.track(job, controller);
      } finally {
        options.signal?.removeEventListener('abort', forward);
      }
    }
  }

  private schedulePoll(delayMs: number): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      this.polling = this.poll().finally(() => {
        this.polling = null;
        const again = this.wokenWhilePolling;
        this.wokenWhilePolling = false;
        if (this.started) this.schedulePoll(again ? 0 : this.options.pollIntervalMs);
      });
    }, delayMs);
    this.pollTimer.unref();
  }

  private async poll(): Promise<void> {
    try {
      while (this.started && this.running.size < this.options.concurrency) {
        const job = await this.claimNext();
        if (!job) return;
        if (!this.started) {
          await this.release(job); // stopped while claiming: hand it back untouched
          return;
        }
        void this.track(job, new AbortController());
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'job queue: polling failed');
    }
  }

  private track(job: ClaimedJob, controller: AbortController): Promise<void> {
    const execution = this.execute(job, controller.signal).finally(() => {
      this.running.delete(execution);
      if (this.started) this.wake();
    });
    this.running.set(execution, controller);
    return execution;
  }

  /** Claims the next due job of any business: the worker's one cross-tenant step (migration 007). */
  private async claimNext(): Promise<ClaimedJob | null> {
    for (const kind of this.kinds.values()) {
      const now = this.options.now();
      const lockedUntil = new Date(now.getTime() + this.options.leaseMs);
      const [row] = await this.options.database.transaction(async (tx) => {
        await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
        return tx.query<{ business_id: string; id: string; attempts: number; max_attempts: number }>(
          `UPDATE ${kind.table} AS job
              SET status = 'running', locked_by = $2, locked_until = $3, attempts = job.attempts + 1,
                  started_at = coalesce(job.started_at, $1), updated_at = $1
            WHERE (job.business_id, job.id) = (
                    SELECT business_id, id FROM ${kind.table}
                     WHERE status IN ('queued', 'running') AND run_at <= $1
                       AND (locked_until IS NULL OR locked_until <= $1)
                     ${CLAIM_ORDER}
                     LIMIT 1
                       FOR UPDATE SKIP LOCKED)
          RETURNING job.business_id, job.id, job.attempts, job.max_attempts`,
          [now, this.workerId, lockedUntil],
        );
      });
      if (row) {
        return {
          table: kind.table,
          businessId: row.business_id,
          id: row.id,
          attempt: row.attempts,
          maxAttempts: row.max_attempts,
        };
      }
    }
    return null;
  }

  private async execute(job: ClaimedJob, signal: AbortSignal): Promise<void> {
    const kind = this.kinds.get(job.table)!;
    const log = this.options.log.child({ job: job.id, table: job.table, attempt: job.attempt });
    if (job.attempt > job.maxAttempts) {
      // Claimed again after its worker died on the last allowed attempt: it has had its chances.
      await this.giveUp(kind, job, new Error('attempts exhausted (the worker stopped while running it)'));
      return;
    }
    const heartbeat = setInterval(
      () => {
        void this.inTenant(job, (tx) => this.renewLease(tx, job)).catch(() => undefined);
      },
      Math.max(1000, Math.floor(this.options.leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await kind.handle(this.runFor(job, signal));
    } catch (error) {
      // Whatever a stopped run threw on its way out (a cut-off request, say), it was stopped.
      const cause =
        signal.aborted && !(error instanceof LeaseLostError)
          ? new JobAbortedError(signal.reason as StopReason)
          : error;
      await this.afterFailure(kind, job, cause, log);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private runFor(job: ClaimedJob, signal: AbortSignal): JobRun {
    return {
      job,
      signal,
      now: this.options.now,
      lease: () => {
        throwIfStopped(signal);
        return {
          workerId: this.workerId,
          lockedUntil: new Date(this.options.now().getTime() + this.options.leaseMs),
        };
      },
      complete: async (tx) => {
        const rows = await tx.query(
          `UPDATE ${job.table}
              SET status = 'completed', finished_at = $4, updated_at = $4, locked_by = NULL, locked_until = NULL
            WHERE business_id = $1 AND id = $2 AND locked_by = $3
          RETURNING id`,
          [job.businessId, job.id, this.workerId, this.options.now()],
        );
        if (rows.length === 0) throw new LeaseLostError(job);
      },
    };
  }

  private async renewLease(tx: SqlExecutor, job: ClaimedJob): Promise<boolean> {
    const now = this.options.now();
    const rows = await tx.query(
      `UPDATE ${job.table} SET locked_until = $4, updated_at = $5
        WHERE business_id = $1 AND id = $2 AND locked_by = $3 AND status = 'running'
      RETURNING id`,
      [job.businessId, job.id, this.workerId, new Date(now.getTime() + this.options.leaseMs), now],
    );
    return rows.length > 0;
  }

  private async afterFailure(
    kind: JobKind,
    job: ClaimedJob,
    error: unknown,
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (error instanceof LeaseLostError) {
      log.warn('job taken over by another worker; this attempt stops');
      return;
    }
    if (error instanceof JobAbortedError) {
      if (error.reason === 'shutdown') await this.release(job).catch(() => undefined);
      return;
    }
    try {
      const verdict = kind.classify(error);
      if (verdict.retryable && job.attempt < job.maxAttempts) {
        const delay = Math.max(
          retryDelayMs(job.attempt, this.options.retryBaseMs, this.options.retryMaxMs),
          verdict.retryAfterMs ?? 0,
        );
        const runAt = new Date(this.options.now().getTime() + delay);
        log.warn({ err: error, retryInMs: delay }, 'job attempt failed; will retry');
        await this.inTenant(job, async (tx) => {
          const rows = await tx.query(
            `UPDATE ${job.table}
                SET run_at = $4, locked_by = NULL, locked_until = NULL, last_error = $5, updated_at = $6
              WHERE business_id = $1 AND id = $2 AND locked_by = $3
            RETURNING id`,
            [job.businessId, job.id, this.workerId, runAt, describe(error), this.options.now()],
          );
          if (rows.length > 0) await kind.recordRetry?.(tx, job, error, runAt);
        });
        return;
      }
      log.error({ err: error }, 'job failed');
      await this.giveUp(kind, job, error);
    } catch (recordingError) {
      // The lease runs out and the job is claimed again; nothing is lost.
      log.error({ err: recordingError }, 'job queue: could not record a failed attempt');
    }
  }

  private async giveUp(kind: JobKind, job: ClaimedJob, error: unknown): Promise<void> {
    const failed = await this.inTenant(job, async (tx) => {
      const rows = await tx.query(
        `UPDATE ${job.table}
            SET status = 'failed', finished_at = $4, updated_at = $4, locked_by = NULL, locked_until = NULL,
                last_error = $5
          WHERE business_id = $1 AND id = $2 AND locked_by = $3
        RETURNING id`,
        [job.businessId, job.id, this.workerId, this.options.now(), describe(error)],
      );
      if (rows.length > 0) await kind.recordFailure(tx, job, error);
      return rows.length > 0;
    });
    if (failed) await kind.announceFailure?.(job, error);
  }

  /** Hands the job back untouched (graceful shutdown): claimable at once, the attempt not counted. */
  private release(job: ClaimedJob): Promise<void> {
    return this.inTenant(job, async (tx) => {
      await tx.query(
        `UPDATE ${job.table}
            SET locked_by = NULL, locked_until = NULL, attempts = greatest(attempts - 1, 0), updated_at = $4
          WHERE business_id = $1 AND id = $2 AND locked_by = $3`,
        [job.businessId, job.id, this.workerId, this.options.now()],
      );
    });
  }

  private inTenant<T>(job: ClaimedJob, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.options.database.tenantTransaction({ businessId: job.businessId, userId: null }, work);
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
