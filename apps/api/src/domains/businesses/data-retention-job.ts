// The business's data retention in effect (decisions #5, #25): every day, the reviews older than the period it
// chose in its privacy settings (DATA_RETENTION_MONTHS, by the review's date) are deleted; 'forever' keeps them
// all. A daily schedule (jobs/daily-schedule.ts) queues one run per business and day in retention_jobs; the
// job queue (ADR 0005) runs each in the business's own tenant transaction, all or nothing, so a run cut off
// half-way is simply run again.
import { DATA_RETENTION_MONTHS } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';
import { throwIfStopped, type JobKind } from '../../jobs/job-queue';
import { readBusinessSettings } from './business-settings-store';
import {
  deleteReviewsDatedBefore,
  enqueueRetentionJob,
  listBusinessesWithLinkedPlaces,
  pruneFinishedRetentionJobs,
  recordRetentionOutcome,
  recountLocationReviews,
} from './data-retention-store';

const RETENTION_MAX_ATTEMPTS = 3;
/** Finished runs are kept this long, to tell what was deleted and when. */
const KEEP_FINISHED_RUNS_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `instant` as YYYY-MM-DD: the key of that day's runs. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `months` calendar months before `instant` (UTC); a day the earlier month lacks becomes its last day. */
export function monthsBefore(instant: Date, months: number): Date {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() - months;
  const lastDayOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(instant);
  result.setUTCFullYear(year, month, Math.min(instant.getUTCDate(), lastDayOfTarget));
  return result;
}

/** The date before which the business keeps no review (its retention setting), or null when it keeps them all. */
export async function readRetentionCutoff(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<Date | null> {
  const months = DATA_RETENTION_MONTHS[(await readBusinessSettings(tx, businessId)).privacy.dataRetention];
  return months === null ? null : monthsBefore(now, months);
}

/**
 * Queues today's run of every business that may hold reviews and keeps them for a limited time (or only of the
 * businesses named, e.g. one business on request); returns how many were queued. Safe to call any number of
 * times a day: a business's run of a day is queued once.
 */
export async function queueDailyDataRetention(
  app: FastifyInstance,
  only?: readonly string[],
): Promise<number> {
  const now = app.now();
  const runDate = utcDay(now);
  let queued = 0;
  const failures: unknown[] = [];
  const candidates = await listBusinessesWithLinkedPlaces(app.db);
  for (const businessId of only ? candidates.filter((id) => only.includes(id)) : candidates) {
    try {
      const created = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        const { dataRetention } = (await readBusinessSettings(tx, businessId)).privacy;
        if (DATA_RETENTION_MONTHS[dataRetention] === null) return false;
        return enqueueRetentionJob(tx, { businessId, runDate, maxAttempts: RETENTION_MAX_ATTEMPTS, now });
      });
      if (created) queued += 1;
    } catch (error) {
      // One business's trouble does not hold up the others; the schedule tries the day again later.
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `data retention: ${failures.length} business(es) not queued`);
  }
  return queued;
}

export function dataRetentionJob(app: FastifyInstance): JobKind {
  return {
    table: 'retention_jobs',
    priority: 30,
    async handle(run) {
      throwIfStopped(run.signal);
      const { businessId, id } = run.job;
      const now = run.now();
      await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        // Read again when it runs: the setting may have changed since the run was queued.
        const { dataRetention } = (await readBusinessSettings(tx, businessId)).privacy;
        const months = DATA_RETENTION_MONTHS[dataRetention];
        const cutoff = months === null ? null : monthsBefore(now, months);
        const reviewsDeleted = cutoff ? await deleteReviewsDatedBefore(tx, businessId, cutoff) : 0;
        if (reviewsDeleted > 0) await recountLocationReviews(tx, businessId, now);
        await recordRetentionOutcome(tx, {
          businessId,
          jobId: id,
          retention: dataRetention,
          cutoff,
          reviewsDeleted,
        });
        await pruneFinishedRetentionJobs(
          tx,
          businessId,
          utcDay(new Date(now.getTime() - KEEP_FINISHED_RUNS_DAYS * DAY_MS)),
        );
        // Throws when another worker took the job over, and then nothing of this transaction is kept.
        await run.complete(tx);
      });
    },
    // A busy or briefly unreachable database passes; a run never deletes anything twice, so retrying is safe.
    classify: () => ({ retryable: true }),
    // The queue keeps the error on the run's row (last_error); no one else reads these rows.
    recordFailure: async () => undefined,
  };
}
