// What a sync keeps, and when the schedule may queue one, is a policy handed in (issue 20): the reviews plugin
// builds it from the businesses entry (data retention) and the billing entry (the plan's monthly reviews, the
// subscription's state) and hands it to syncReviewsJob(app, policy), so nothing under sync/ imports those
// domains and a test can run the real job with a policy of its own.
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';

export interface SyncPolicy {
  /** Reviews created before this are not stored (the business's data retention); null: every review is. */
  retentionCutoff(tx: SqlExecutor, businessId: string, now: Date): Promise<Date | null>;
  /**
   * Of `offered` (newest first), those to store: every one `isNew` says is not new, and the new ones the plan
   * still has room for this month (the rest wait for the next month, or an upgrade).
   */
  admitNewReviews<T>(
    tx: SqlExecutor,
    scope: { businessId: string; now: Date },
    offered: readonly T[],
    isNew: (record: T) => boolean,
  ): Promise<T[]>;
  /** Whether the schedule may queue the business's incremental sync (an expired subscription pauses it). */
  allowsScheduledSync(tx: SqlExecutor, businessId: string, now: Date): Promise<boolean>;
}

/**
 * The policy each app's reviews plugin handed in, for a caller that names none; keyed by the app's job queue,
 * which every plugin context of one app shares.
 */
const adopted = new WeakMap<object, SyncPolicy>();

/** Makes `policy` the app's own (what syncReviewsJob(app) and the schedule use when given none); returns it. */
export function adoptSyncPolicy(app: FastifyInstance, policy: SyncPolicy): SyncPolicy {
  adopted.set(app.jobs, policy);
  return policy;
}

/** The policy the app's reviews plugin adopted. */
export function syncPolicyOf(app: FastifyInstance): SyncPolicy {
  const policy = adopted.get(app.jobs);
  if (!policy)
    throw new Error('no sync policy: the reviews plugin adopts one (adoptSyncPolicy) when it registers');
  return policy;
}
