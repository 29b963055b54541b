// The plan's limits and the read-only rule, as the other domains ask them (issue 12, decisions #25): the team's
// invitations, the competitors, the review sync and the replies call these, in their own tenant transaction.
// A limit past its number answers 402 with the limit's message code and `{{limit}}`; an ended subscription
// answers 402 subscriptionReadOnly. Both messages say to upgrade at UPGRADE_PATH, which the UI links to on 402.
// A business without any subscription (made before billing existed) has no limits.
import { MAX_COMPETITORS_CAP, type MessageCode, type SubscriptionStatus } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { readBusinessSettings } from '../../businesses';
import { allowsSyncAndReply, effectiveStatus, monthStartIn } from './subscription-status';
import {
  countReviewsImportedSince,
  countTeamSeats,
  readBillingSettings,
  readCurrentSubscription,
  readPlan,
  recordSubscriptionEvent,
  type SubscriptionRow,
} from './subscriptions-store';

/** The business's subscription screen: where every limit's message sends the reader. */
export const UPGRADE_PATH = '/customer/subscription';

/** Payment Required: the plan (or its end) stands in the way, and paying or upgrading removes it. */
export const PLAN_REFUSAL_STATUS = 402;

/** null = unlimited. `competitors` is never above the product's own cap. */
export interface PlanLimits {
  reviewsPerMonth: number | null;
  teamMembers: number | null;
  aiRepliesPerMonth: number | null;
  competitors: number;
  /** Competitor searches (billable Google Places calls) per business-local day. */
  competitorSearchesPerDay: number | null;
  /** Review requests (issue 23) per calendar month of the business. */
  reviewRequestsPerMonth: number | null;
}

export const NO_PLAN_LIMITS: PlanLimits = {
  reviewsPerMonth: null,
  teamMembers: null,
  aiRepliesPerMonth: null,
  competitors: MAX_COMPETITORS_CAP,
  competitorSearchesPerDay: null,
  reviewRequestsPerMonth: null,
};

export function planLimitReached(code: MessageCode, limit: number): AppError {
  return new AppError(PLAN_REFUSAL_STATUS, code, null, { limit, upgradeUrl: UPGRADE_PATH });
}

export const subscriptionReadOnly = (): AppError =>
  new AppError(PLAN_REFUSAL_STATUS, 'subscriptionReadOnly', null, { upgradeUrl: UPGRADE_PATH });

/** The limits of a plan row (competitors: the plan's, else the cap). */
export function limitsOfPlan(plan: {
  max_reviews: number | null;
  max_users: number | null;
  ai_replies_per_month: number | null;
  max_competitors: number | null;
  /** Left out by the readers that do not enforce it (then: no quota). */
  competitor_searches_per_day?: number | null;
  review_requests_per_month?: number | null;
}): PlanLimits {
  return {
    reviewsPerMonth: plan.max_reviews,
    teamMembers: plan.max_users,
    aiRepliesPerMonth: plan.ai_replies_per_month,
    competitors: Math.min(plan.max_competitors ?? MAX_COMPETITORS_CAP, MAX_COMPETITORS_CAP),
    competitorSearchesPerDay: plan.competitor_searches_per_day ?? null,
    reviewRequestsPerMonth: plan.review_requests_per_month ?? null,
  };
}

/** The limits of the business's current plan (NO_PLAN_LIMITS without a subscription). */
export async function readPlanLimits(tx: SqlExecutor, businessId: string): Promise<PlanLimits> {
  const subscription = await readCurrentSubscription(tx, businessId);
  if (!subscription) return NO_PLAN_LIMITS;
  const plan = await readPlan(tx, subscription.plan_id);
  return plan ? limitsOfPlan(plan) : NO_PLAN_LIMITS;
}

/** The status of the business's subscription at `now` (null without one). */
export async function readEffectiveStatus(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<SubscriptionStatus | null> {
  const subscription = await readCurrentSubscription(tx, businessId);
  if (!subscription) return null;
  const { gracePeriodDays } = await readBillingSettings(tx);
  return effectiveStatus(subscription, now, gracePeriodDays);
}

/** Whether the business may sync and reply now (a trial, active, or in its grace period; no subscription: yes). */
export async function subscriptionAllowsSyncAndReply(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<boolean> {
  const status = await readEffectiveStatus(tx, businessId, now);
  return status === null || allowsSyncAndReply(status);
}

/** 402 subscriptionReadOnly for an expired or cancelled business: "Sync now", replies, AI drafts. */
export async function assertSubscriptionAllowsSyncAndReply(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<void> {
  if (!(await subscriptionAllowsSyncAndReply(tx, businessId, now))) throw subscriptionReadOnly();
}

/**
 * Before an invitation: active members plus open invitations must stay within the plan's team members. The
 * subscription row is locked, so two invitations at once are counted one after the other.
 */
export async function assertTeamMemberAllowed(tx: SqlExecutor, businessId: string, now: Date): Promise<void> {
  const subscription = await readCurrentSubscription(tx, businessId, { forUpdate: true });
  if (!subscription) return;
  const limit = (await readPlanLimitsOf(tx, subscription)).teamMembers;
  if (limit === null) return;
  if ((await countTeamSeats(tx, businessId, now)) >= limit) {
    throw planLimitReached('limitTeamMembersReached', limit);
  }
}

/**
 * Before following one more competitor (`followed` already): past a plan limit below the product's cap,
 * 402 limitCompetitorsReached; at the cap itself the competitors domain keeps its own 409.
 */
export async function assertCompetitorAllowed(
  tx: SqlExecutor,
  businessId: string,
  followed: number,
): Promise<void> {
  const { competitors } = await readPlanLimits(tx, businessId);
  if (competitors < MAX_COMPETITORS_CAP && followed >= competitors) {
    throw planLimitReached('limitCompetitorsReached', competitors);
  }
}

/**
 * The sync's share of the plan's monthly reviews: of `records`, every review already held (an update costs
 * nothing) and the new ones that still fit this month (the business's time zone); the rest wait for next month
 * or an upgrade. When some are held back, a `reviews_limit_reached` event records it once per month.
 */
export async function admitNewReviewsWithinPlan<T>(
  tx: SqlExecutor,
  scope: { businessId: string; now: Date },
  records: readonly T[],
  isNew: (record: T) => boolean,
): Promise<T[]> {
  const subscription = await readCurrentSubscription(tx, scope.businessId);
  if (!subscription) return [...records];
  const limit = (await readPlanLimitsOf(tx, subscription)).reviewsPerMonth;
  if (limit === null) return [...records];
  const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
  const monthStart = monthStartIn(scope.now, timezone);
  let room = Math.max(0, limit - (await countReviewsImportedSince(tx, scope.businessId, monthStart)));
  const admitted = records.filter((record) => {
    if (!isNew(record)) return true;
    if (room <= 0) return false;
    room -= 1;
    return true;
  });
  const heldBack = records.length - admitted.length;
  if (heldBack > 0) {
    await recordSubscriptionEvent(tx, {
      subscription,
      kind: 'reviews_limit_reached',
      key: monthStart.toISOString(),
      detail: { limit, firstHeldBackAt: scope.now.toISOString() },
      now: scope.now,
    });
  }
  return admitted;
}

async function readPlanLimitsOf(tx: SqlExecutor, subscription: SubscriptionRow): Promise<PlanLimits> {
  const plan = await readPlan(tx, subscription.plan_id);
  return plan ? limitsOfPlan(plan) : NO_PLAN_LIMITS;
}

/**
 * What review requests (issue 23) may do now: whether the subscription still allows them (a trial, active, or
 * in its grace period; an ended trial or subscription pauses them), and the plan's monthly quota with the first
 * instant of the business's current calendar month, from which the caller counts what it sent. The subscription
 * row is locked, so two sends at once are counted one after the other. No subscription: allowed, no quota.
 */
export async function readReviewRequestAllowance(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<{ allowed: boolean; monthlyQuota: number | null; monthStart: Date }> {
  const { timezone } = (await readBusinessSettings(tx, businessId)).preferences;
  const monthStart = monthStartIn(now, timezone);
  const subscription = await readCurrentSubscription(tx, businessId, { forUpdate: true });
  if (!subscription) return { allowed: true, monthlyQuota: null, monthStart };
  const { gracePeriodDays } = await readBillingSettings(tx);
  const allowed = allowsSyncAndReply(effectiveStatus(subscription, now, gracePeriodDays));
  const monthlyQuota = (await readPlanLimitsOf(tx, subscription)).reviewRequestsPerMonth;
  return { allowed, monthlyQuota, monthStart };
}
