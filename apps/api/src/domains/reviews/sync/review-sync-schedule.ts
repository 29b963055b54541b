// The schedule of incremental review syncs (issue 10): every business connected to Google, with a linked location
// and its onboarding sync done, is synced incrementally every REVIEW_SYNC_INTERVAL_MINUTES (0: never). Each
// process with a worker looks every minute (jobs-plugin.ts); a business is queued only by moving its
// review_sync_schedules row forward in the same transaction (migration 015), so two processes, two looks, or a
// restart never queue one interval twice, and the queue's one-active-sync-per-business index keeps a look from
// doubling a sync already queued or running ("Sync now"). A business whose Google connection is revoked or
// gone, or with no location linked any more, is skipped and looked at again the next interval.
import { SYNC_MAX_PER_LOCATION_DEFAULT } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { countLinkedLocations, readConnectionRow } from '../../google';
import {
  claimScheduledReviewSync,
  listBusinessesDueForReviewSync,
  pruneFinishedIncrementalSyncs,
  readLatestFullSyncDepth,
} from '../incremental-sync-store';
import { enqueueReviewSync } from '../reviews-store';
import { syncPolicyOf, type SyncPolicy } from './sync-policy';

/** How often a process looks for due businesses (at most; less when the interval is shorter). */
const LOOK_EVERY_MS = 60 * 1000;
/** Finished incremental runs (one per business and interval) are kept this long, to tell what they found. */
const KEEP_FINISHED_INCREMENTAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the schedule looks, for an interval in minutes (> 0). */
export function reviewSyncLookEveryMs(intervalMinutes: number): number {
  return Math.min(LOOK_EVERY_MS, intervalMinutes * 60 * 1000);
}

/**
 * Queues the incremental sync of every business whose turn has come; returns how many were queued. Safe to call
 * any number of times, from any number of processes. `policy` says whether a business's subscription allows it
 * (by default the policy the app's reviews plugin adopted, sync-policy.ts).
 */
export async function queueScheduledReviewSyncs(
  app: FastifyInstance,
  policy: Pick<SyncPolicy, 'allowsScheduledSync'> = syncPolicyOf(app),
): Promise<number> {
  const { reviewSyncIntervalMinutes: minutes, syncMaxAttempts } = app.config.jobs;
  if (minutes <= 0) return 0;
  const now = app.now();
  const next = new Date(now.getTime() + minutes * 60 * 1000);
  let queued = 0;
  const failures: unknown[] = [];
  for (const businessId of await listBusinessesDueForReviewSync(app.db, now)) {
    try {
      const created = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        if (!(await claimScheduledReviewSync(tx, businessId, now, next))) return false;
        await pruneFinishedIncrementalSyncs(
          tx,
          businessId,
          new Date(now.getTime() - KEEP_FINISHED_INCREMENTAL_DAYS * DAY_MS),
        );
        // An expired or cancelled subscription pauses the sync; its turn comes again once it pays.
        if (!(await policy.allowsScheduledSync(tx, businessId, now))) return false;
        const connection = await readConnectionRow(tx, businessId);
        if (!connection || connection.revoked_at) return false;
        if ((await countLinkedLocations(tx, businessId)) === 0) return false;
        const { created: queuedNow } = await enqueueReviewSync(tx, {
          businessId,
          requestedBy: null,
          mode: 'incremental',
          // As deep as the business chose to hold its reviews (a changes pass rarely goes that far).
          maxPerLocation: (await readLatestFullSyncDepth(tx, businessId)) ?? SYNC_MAX_PER_LOCATION_DEFAULT,
          maxAttempts: syncMaxAttempts,
          now,
        });
        return queuedNow;
      });
      if (created) queued += 1;
    } catch (error) {
      // One business's trouble does not hold up the others; its turn comes again at the next look.
      failures.push(error);
    }
  }
  if (queued > 0) app.jobs.wake();
  if (failures.length > 0) {
    throw new AggregateError(failures, `review sync schedule: ${failures.length} business(es) not queued`);
  }
  return queued;
}
