// What a subscription's status is at a moment, even before the hourly lifecycle (subscription-lifecycle.ts) has
// written it: a trial past its end is expired (cancelled, when it was cancelled), an active period that ended
// cancelling is cancelled, an unpaid one is past due, and a past-due one past the grace period is cancelled.
// The limits and the read-only rule (decisions #25) read this, so nothing waits for the job to run.
import type { SubscriptionStatus } from '@sumaa/contracts';
import type { SubscriptionRow } from './subscriptions-store';

const DAY_MS = 24 * 60 * 60 * 1000;

export function effectiveStatus(
  subscription: Pick<
    SubscriptionRow,
    'status' | 'trial_ends_at' | 'current_period_end' | 'cancel_at_period_end' | 'past_due_since'
  >,
  now: Date,
  gracePeriodDays: number,
): SubscriptionStatus {
  const at = now.getTime();
  switch (subscription.status) {
    case 'trialing': {
      const end = (subscription.trial_ends_at ?? subscription.current_period_end).getTime();
      if (end > at) return 'trialing';
      return subscription.cancel_at_period_end ? 'cancelled' : 'expired';
    }
    case 'active':
      if (subscription.current_period_end.getTime() > at) return 'active';
      if (subscription.cancel_at_period_end) return 'cancelled';
      return at - subscription.current_period_end.getTime() >= gracePeriodDays * DAY_MS
        ? 'cancelled'
        : 'past_due';
    case 'past_due': {
      if (subscription.cancel_at_period_end) return 'cancelled';
      const since = (subscription.past_due_since ?? subscription.current_period_end).getTime();
      return at - since >= gracePeriodDays * DAY_MS ? 'cancelled' : 'past_due';
    }
    default:
      return subscription.status;
  }
}

/** Syncing and replying need a trial, an active subscription or one in its grace period; reading never stops. */
export function allowsSyncAndReply(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

/**
 * The first instant of `now`'s calendar month in `timeZone`. The product's zones (Asia/Riyadh, Asia/Dubai, UTC)
 * keep one offset all year, so the offset at the month's start is the offset now.
 */
export function monthStartIn(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)!.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offset = wallClock - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(part('year'), part('month') - 1, 1) - offset);
}

/** Whole days from `now` to `end` (0 on the last day, never negative). */
export function wholeDaysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / DAY_MS));
}
