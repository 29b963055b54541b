import type { SubscriptionListItem } from '@sumaa/contracts';

/** The subscription's price per month: a yearly one counts as a twelfth (whatever its status). */
export function amountPerMonth(item: SubscriptionListItem): number {
  return item.interval === 'yearly' ? Math.round((item.amount / 12) * 100) / 100 : item.amount;
}

/** The date the subscription renews or ends: a trial's end while trialing, else the period's end. */
export function renewalDate(item: SubscriptionListItem): string {
  return item.status === 'trialing' && item.trialEnd ? item.trialEnd : item.currentPeriodEnd;
}

/** Cancel is offered while the business can use the product; reactivate once it cannot. */
export function canCancel(item: SubscriptionListItem): boolean {
  return item.status === 'active' || item.status === 'trialing' || item.status === 'past_due';
}

export function canReactivate(item: SubscriptionListItem): boolean {
  return item.status === 'cancelled' || item.status === 'expired';
}
