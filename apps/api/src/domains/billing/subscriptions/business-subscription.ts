// The business's subscription as GET /api/subscriptions/Single shows it (spec §3 "Subscription (business)"):
// the status at this moment (subscription-status.ts), the plan's name in the reader's language, the trial's
// days left by the app clock, what it may do, a downgrade waiting, the open invoice, VAT, and its usage of each
// limit counted from the real rows. Also the trial a registration starts, and cancel and undo.
import {
  isId,
  type BusinessSubscription,
  type BusinessSubscriptionStatus,
  type Language,
  type SubscriptionStatus,
  type SubscriptionUsage,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';
import { TRIAL_PLAN_CODE } from '../../../db/seeds/plans';
import { AppError, conflict } from '../../../http/app-error';
import { readBusinessSettings } from '../../businesses';
import { usageMonthOf, readAiDraftsUsed } from '../../reviews';
import { limitsOfPlan, NO_PLAN_LIMITS } from './plan-limits';
import { allowsSyncAndReply, effectiveStatus, monthStartIn, wholeDaysLeft } from './subscription-status';
import {
  countCompetitors,
  countReviewsImportedSince,
  countTeamSeats,
  findOfferedPlan,
  insertTrialSubscription,
  planNameIn,
  readBillingSettings,
  readCurrentSubscription,
  readOpenInvoice,
  readPlan,
  setCancelAtPeriodEnd,
  type SubscriptionRow,
} from './subscriptions-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plan of a trial unless the visitor chose another on the pricing page (spec §9). */
export const DEFAULT_TRIAL_PLAN_CODE = TRIAL_PLAN_CODE;

/**
 * Starts the new business's trial of `trialDays` on the plan it chose (an unknown, malformed or withdrawn id
 * falls back to Professional, never an error). No card. Runs in the registration's tenant transaction.
 */
export async function startTrial(
  tx: SqlExecutor,
  trial: { businessId: string; planId?: string | null; trialDays: number; now: Date },
): Promise<void> {
  const chosen =
    trial.planId && isId(trial.planId) ? await findOfferedPlan(tx, { id: trial.planId }) : undefined;
  const plan = chosen ?? (await findOfferedPlan(tx, { code: DEFAULT_TRIAL_PLAN_CODE }));
  if (!plan) throw new Error(`The trial plan "${DEFAULT_TRIAL_PLAN_CODE}" is missing`);
  await insertTrialSubscription(tx, {
    businessId: trial.businessId,
    planId: plan.id,
    amount: plan.monthly_price,
    trialEndsAt: new Date(trial.now.getTime() + trial.trialDays * DAY_MS),
    now: trial.now,
  });
}

const subscriptionNotFound = () => new AppError(404, 'subscriptionNotFound');

/** The business's view names a trial `trial` (spec §3). */
const viewStatus = (status: SubscriptionStatus): BusinessSubscriptionStatus =>
  status === 'trialing' ? 'trial' : status;

const money = (value: string) => Math.round(Number(value) * 100) / 100;

/** GET /api/subscriptions/Single's model; 404 subscriptionNotFound for a business without one. */
export async function readBusinessSubscription(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
  language: Language,
): Promise<BusinessSubscription> {
  const subscription = await readCurrentSubscription(tx, businessId);
  if (!subscription) throw subscriptionNotFound();
  const settings = await readBillingSettings(tx);
  const status = effectiveStatus(subscription, now, settings.gracePeriodDays);
  const plan = await readPlan(tx, subscription.plan_id);
  const pendingPlan = subscription.pending_plan_id ? await readPlan(tx, subscription.pending_plan_id) : null;
  const openInvoice = await readOpenInvoice(tx, businessId, subscription.id);
  const ended = status === 'cancelled' || status === 'expired';
  const trialEndsAt = subscription.trial_ends_at;
  const usable = allowsSyncAndReply(status);

  return {
    id: subscription.id,
    planId: subscription.plan_id,
    planName: plan ? planNameIn(plan, language) : '',
    status: viewStatus(status),
    amount: money(subscription.amount),
    currency: 'SAR',
    interval: subscription.billing_interval,
    currentPeriodStart: subscription.current_period_start.toISOString(),
    currentPeriodEnd: subscription.current_period_end.toISOString(),
    nextBilling:
      ended || subscription.cancel_at_period_end ? null : nextBillingOf(subscription, status).toISOString(),
    cancelAtPeriodEnd: subscription.cancel_at_period_end && !ended,
    trialEndsAt: trialEndsAt ? trialEndsAt.toISOString() : null,
    trialDaysLeft: status === 'trialing' && trialEndsAt ? wholeDaysLeft(trialEndsAt, now) : null,
    canSync: usable,
    canReply: usable,
    pendingChange:
      pendingPlan && !ended
        ? {
            planId: pendingPlan.id,
            planName: planNameIn(pendingPlan, language),
            interval: subscription.pending_interval ?? subscription.billing_interval,
            effectiveAt: subscription.current_period_end.toISOString(),
          }
        : null,
    openInvoice: openInvoice
      ? {
          id: openInvoice.id,
          total: money(openInvoice.total),
          currency: 'SAR',
          dueAt: openInvoice.due_at.toISOString(),
          paymentUrl: openInvoice.payment_url,
        }
      : null,
    usage: await readUsage(tx, businessId, subscription, now),
    vatRate: settings.taxRate,
  };
}

function nextBillingOf(subscription: SubscriptionRow, status: SubscriptionStatus): Date {
  if (status === 'trialing') return subscription.trial_ends_at ?? subscription.current_period_end;
  return subscription.current_period_end;
}

/** Each limit of the plan against what the business used, counted from its rows. */
export async function readUsage(
  tx: SqlExecutor,
  businessId: string,
  subscription: SubscriptionRow,
  now: Date,
): Promise<SubscriptionUsage> {
  const plan = await readPlan(tx, subscription.plan_id);
  const limits = plan ? limitsOfPlan(plan) : NO_PLAN_LIMITS;
  const { timezone } = (await readBusinessSettings(tx, businessId)).preferences;
  return {
    reviewsThisMonth: {
      used: await countReviewsImportedSince(tx, businessId, monthStartIn(now, timezone)),
      limit: limits.reviewsPerMonth,
    },
    teamMembers: { used: await countTeamSeats(tx, businessId, now), limit: limits.teamMembers },
    aiRepliesThisMonth: {
      used: await readAiDraftsUsed(tx, businessId, usageMonthOf(now, timezone)),
      limit: limits.aiRepliesPerMonth,
    },
    competitors: { used: await countCompetitors(tx, businessId), limit: limits.competitors },
  };
}

/**
 * Cancel at the end of the current period (a trial at its end); 409 cancellationNotPossible once it has ended
 * or is already cancelling. A past-due subscription's period has already ended: it stops at once (the lifecycle
 * writes the status at its next run).
 */
export async function cancelSubscription(tx: SqlExecutor, businessId: string, now: Date): Promise<Date> {
  const subscription = await readCurrentSubscription(tx, businessId, { forUpdate: true });
  if (!subscription) throw subscriptionNotFound();
  const { gracePeriodDays } = await readBillingSettings(tx);
  const status = effectiveStatus(subscription, now, gracePeriodDays);
  if (!allowsSyncAndReply(status) || subscription.cancel_at_period_end) {
    throw conflict('cancellationNotPossible');
  }
  await setCancelAtPeriodEnd(tx, subscription, true, now);
  return status === 'trialing'
    ? (subscription.trial_ends_at ?? subscription.current_period_end)
    : subscription.current_period_end;
}

/** Undo a cancellation before it takes effect; 409 resumeNotPossible when there is none, or it has. */
export async function resumeSubscription(tx: SqlExecutor, businessId: string, now: Date): Promise<void> {
  const subscription = await readCurrentSubscription(tx, businessId, { forUpdate: true });
  if (!subscription) throw subscriptionNotFound();
  const { gracePeriodDays } = await readBillingSettings(tx);
  const status = effectiveStatus(subscription, now, gracePeriodDays);
  if (!subscription.cancel_at_period_end || !allowsSyncAndReply(status)) throw conflict('resumeNotPossible');
  await setCancelAtPeriodEnd(tx, subscription, false, now);
}
