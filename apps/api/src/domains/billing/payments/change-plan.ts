// POST /api/subscriptions/change-plan: what choosing a plan does, by where the subscription stands.
// - Not paying now (a trial, expired, cancelled, or past due): an invoice for a full period of the chosen plan,
//   effective once paid.
// - Active, a higher monthly-equivalent price: an upgrade invoice for the prorated difference over the days left,
//   effective at once when paid (the period and its interval are kept; a new interval is chosen as a change
//   that waits for the next period).
// - Active, otherwise: a downgrade (or an interval switch) waiting for the next period, refused while the usage
//   exceeds the smaller plan's limits (each one named).
import {
  MAX_COMPETITORS_CAP,
  type BillingInterval,
  type ChangePlanResult,
  type Checkout,
  type Language,
  type SubscriptionUsage,
} from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { readBusinessSubscription } from '../subscriptions/business-subscription';
import { halalasOf, periodEndFrom, periodPriceHalalas, proratedDifferenceHalalas } from './billing-money';
import {
  findCurrentSubscription,
  findPlan,
  planNameIn,
  setPendingChange,
  voidOpenInvoice,
  type BillingPlanRow,
  type BillingSubscriptionRow,
} from './invoices-store';
import { openInvoice, type InvoiceTarget } from './open-invoice';

export interface ChangePlanRequest {
  businessId: string;
  planId: string;
  interval: BillingInterval;
  language: Language;
}

type Decision =
  | { kind: 'invoice'; target: InvoiceTarget }
  | { kind: 'scheduled' }
  | { kind: 'refused'; limits: string[]; planName: string };

const LIMIT_LABELS: Record<Language, Record<keyof SubscriptionUsage, string>> = {
  en: {
    reviewsThisMonth: 'reviews synced this month',
    teamMembers: 'team members and pending invitations',
    aiRepliesThisMonth: 'AI replies this month',
    competitors: 'competitors',
  },
  ar: {
    reviewsThisMonth: 'التقييمات المزامنة هذا الشهر',
    teamMembers: 'أعضاء الفريق والدعوات المعلقة',
    aiRepliesThisMonth: 'ردود الذكاء الاصطناعي هذا الشهر',
    competitors: 'المنافسون',
  },
};

/** Each of the smaller plan's limits the business is over now, as "label: used / limit". */
export function limitsExceeded(usage: SubscriptionUsage, plan: BillingPlanRow, language: Language): string[] {
  const limits: Record<keyof SubscriptionUsage, number | null> = {
    reviewsThisMonth: plan.max_reviews,
    teamMembers: plan.max_users,
    aiRepliesThisMonth: plan.ai_replies_per_month,
    competitors: Math.min(plan.max_competitors ?? MAX_COMPETITORS_CAP, MAX_COMPETITORS_CAP),
  };
  return (Object.keys(limits) as Array<keyof SubscriptionUsage>)
    .filter((key) => limits[key] !== null && usage[key].used > limits[key]!)
    .map((key) => `${LIMIT_LABELS[language][key]} (${usage[key].used} / ${limits[key]})`);
}

function decide(
  subscription: BillingSubscriptionRow,
  current: BillingPlanRow | undefined,
  chosen: BillingPlanRow,
  interval: BillingInterval,
  usage: SubscriptionUsage,
  now: Date,
  language: Language,
): Decision {
  const fullPeriod = (): Decision => ({
    kind: 'invoice',
    target: {
      subscriptionId: subscription.id,
      kind: 'subscription',
      planId: chosen.id,
      interval,
      periodStart: now,
      periodEnd: periodEndFrom(now, interval),
      amountExclVatHalalas: periodPriceHalalas(chosen.monthly_price, interval),
      dueAt: now,
    },
  });
  if (subscription.status !== 'active') return fullPeriod();
  if (subscription.plan_id === chosen.id && subscription.billing_interval === interval) {
    // The current plan again, while a downgrade waits: the downgrade is called off (changePlan clears it).
    if (subscription.pending_plan_id || subscription.pending_interval) return { kind: 'scheduled' };
    throw new AppError(409, 'subscriptionSamePlan');
  }
  const currentMonthly = current ? halalasOf(current.monthly_price) : 0;
  if (halalasOf(chosen.monthly_price) > currentMonthly) {
    // The period (and its interval) is kept: the difference is between the two plans' prices for this period.
    const periodInterval = subscription.billing_interval;
    return {
      kind: 'invoice',
      target: {
        subscriptionId: subscription.id,
        kind: 'upgrade',
        planId: chosen.id,
        interval: periodInterval,
        periodStart: now,
        periodEnd: subscription.current_period_end,
        amountExclVatHalalas: proratedDifferenceHalalas({
          oldPeriodPrice: halalasOf(subscription.amount),
          newPeriodPrice: periodPriceHalalas(chosen.monthly_price, periodInterval),
          periodStart: subscription.current_period_start,
          periodEnd: subscription.current_period_end,
          now,
        }),
        dueAt: now,
      },
    };
  }
  const over = limitsExceeded(usage, chosen, language);
  if (over.length > 0) return { kind: 'refused', limits: over, planName: planNameIn(chosen, language) };
  return { kind: 'scheduled' };
}

/** Carries out a plan change for the business; returns the subscription as it now reads and where to pay. */
export async function changePlan(
  app: FastifyInstance,
  request: ChangePlanRequest,
): Promise<ChangePlanResult> {
  const { businessId, planId, interval, language } = request;
  const scope = { businessId, userId: null };
  const now = app.now();

  const decision = await app.db.tenantTransaction(scope, async (tx) => {
    const chosen = await findPlan(tx, planId);
    if (!chosen || chosen.deleted_at) throw new AppError(404, 'planNotAvailable');
    const subscription = await findCurrentSubscription(tx, { forUpdate: true });
    if (!subscription) throw new AppError(404, 'subscriptionNotFound');
    const current = await findPlan(tx, subscription.plan_id);
    const view = await readBusinessSubscription(tx, businessId, now, language);
    const result = decide(subscription, current, chosen, interval, view.usage, now, language);
    if (result.kind === 'scheduled') {
      // Back to the current plan and interval: nothing waits any more.
      const samePlan = subscription.plan_id === chosen.id && subscription.billing_interval === interval;
      await setPendingChange(
        tx,
        subscription.id,
        samePlan ? { planId: null, interval: null } : { planId: chosen.id, interval },
        now,
      );
      // An open invoice (an unfinished upgrade, a renewal at the old price) no longer fits: the renewal schedule
      // opens the next period's at the new plan's price.
      await voidOpenInvoice(tx, subscription.id, now);
    }
    return result;
  });

  if (decision.kind === 'refused') {
    throw new AppError(409, 'downgradeRefused', null, {
      plan: decision.planName,
      limits: decision.limits.join(language === 'ar' ? '، ' : ', '),
    });
  }
  let checkout: Checkout | null = null;
  if (decision.kind === 'invoice') {
    const opened = await openInvoice(app, businessId, decision.target);
    checkout = opened?.checkout ?? null;
  }
  const subscription = await app.db.tenantTransaction(scope, (tx) =>
    readBusinessSubscription(tx, businessId, app.now(), language),
  );
  return { subscription, checkout };
}
