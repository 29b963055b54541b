// What choosing a plan means for this subscription: nothing (it is the current one), paying for it (from a trial,
// an ended subscription, or an upgrade) or a downgrade scheduled for the next period. The server decides; this
// only names the button.
import type { BillingInterval, BusinessSubscription, Plan } from '@sumaa/contracts';

export type PlanChoice = 'current' | 'scheduled' | 'choose' | 'upgrade' | 'downgrade';

/** Statuses in which the business pays for a plan it is already on (it keeps it). */
const PAYING: readonly BusinessSubscription['status'][] = ['active', 'past_due'];

/** The price of one month of a subscription, whichever its interval (a year is twelve months). */
export function monthlyAmountOf(subscription: Pick<BusinessSubscription, 'amount' | 'interval'>): number {
  return subscription.interval === 'yearly' ? subscription.amount / 12 : subscription.amount;
}

export function priceOf(plan: Pick<Plan, 'price' | 'yearlyPrice'>, interval: BillingInterval): number {
  return interval === 'yearly' ? plan.yearlyPrice : plan.price;
}

export function planChoiceOf(
  plan: Plan,
  interval: BillingInterval,
  subscription: BusinessSubscription,
): PlanChoice {
  const paying = PAYING.includes(subscription.status);
  if (!paying) return 'choose';
  if (plan.id === subscription.planId && interval === subscription.interval) return 'current';
  const pending = subscription.pendingChange;
  if (pending && pending.planId === plan.id && pending.interval === interval) return 'scheduled';
  const current = monthlyAmountOf(subscription);
  if (plan.price > current) return 'upgrade';
  if (plan.price < current) return 'downgrade';
  // The same price by the month: a longer interval is paid now, a shorter one waits for the period's end.
  return interval === 'yearly' ? 'upgrade' : 'downgrade';
}
