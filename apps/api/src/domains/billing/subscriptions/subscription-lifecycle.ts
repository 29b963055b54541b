// The subscription lifecycle (issue 12), run every hour by the jobs worker and by tests with a moved clock:
// - a trial: e-mails 3 days and 1 day before it ends; at its end, unpaid, it becomes `expired` (or `cancelled`
//   when the business cancelled it), and the business is told;
// - an active subscription whose period ended: `cancelled` when it was cancelling, else `past_due` (its renewal
//   invoice unpaid; paying it is the payments domain's "apply a paid invoice", which starts a new period);
// - past due: reminders on days 0, 3 and 6 of the grace period, then `cancelled` after `grace_period_days`.
// Nothing is deleted (decisions #25). All state is in the database, so a restart or a second process loses
// nothing: each action is written together with its subscription_events row (unique per subscription, kind and
// key) in one tenant transaction, and a run that finds the row already there does nothing. The e-mails leave
// after the commit, as every e-mail of the API does (mail-dispatcher.ts): a process dying in between loses that
// one e-mail rather than sending it twice.
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import { PeriodicSchedule } from '../../../jobs/periodic-schedule';
import type { MailMessage } from '../../../mail/mailer';
import { subscriptionEmail, type SubscriptionEmailKind } from '../emails/subscription-email';
import { readBusinessSettings } from '../../businesses';
import {
  emitSubscriptionStatusChanged,
  type SubscriptionChangeReason,
  type SubscriptionStatusChange,
} from './subscription-platform-events';
import {
  listLiveSubscriptions,
  planNameIn,
  readBillingSettings,
  readBusinessContact,
  readCurrentSubscription,
  readPlan,
  recordSubscriptionEvent,
  updateSubscriptionStatus,
  type BillingSettings,
  type SubscriptionRow,
} from './subscriptions-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the worker looks. */
export const SUBSCRIPTION_LIFECYCLE_EVERY_MS = 60 * 60 * 1000;
/** Days before a trial's end that bring a reminder, nearest first. */
const TRIAL_REMINDER_DAYS = [1, 3] as const;
/** Days into the grace period that bring a payment reminder. */
const PAST_DUE_REMINDER_DAYS = [0, 3, 6] as const;

export interface LifecycleOutcome {
  /** Subscriptions looked at. */
  looked: number;
  /** Actions taken (a status change or an e-mail, each once). */
  acted: number;
}

/**
 * One pass over every live subscription at the app clock's now; safe to run any number of times, from any number
 * of processes. One business's failure does not stop the others (they are reported together at the end).
 */
export async function runSubscriptionLifecycle(
  app: FastifyInstance,
  signal?: AbortSignal,
): Promise<LifecycleOutcome> {
  const now = app.now();
  const settings = await readBillingSettings(app.db);
  const outcome: LifecycleOutcome = { looked: 0, acted: 0 };
  const failures: unknown[] = [];
  for (const businessId of await listLiveSubscriptions(app.db)) {
    if (signal?.aborted) break;
    outcome.looked += 1;
    try {
      const changes: SubscriptionStatusChange[] = [];
      const { acted, mails } = await app.db.tenantTransaction({ businessId, userId: null }, (tx) => {
        changes.length = 0; // a retried transaction starts over
        return advanceSubscription(tx, { app, businessId, now, settings, changes });
      });
      outcome.acted += acted;
      for (const mail of mails) app.mailer.dispatch(mail);
      for (const change of changes) emitSubscriptionStatusChanged(app, change);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `subscription lifecycle: ${failures.length} business(es) failed`);
  }
  return outcome;
}

/** The hourly schedule of the lifecycle (started with the jobs worker in jobs-plugin.ts). */
export function subscriptionLifecycleSchedule(app: FastifyInstance, signal: AbortSignal): PeriodicSchedule {
  return new PeriodicSchedule({
    name: 'subscription lifecycle',
    everyMs: SUBSCRIPTION_LIFECYCLE_EVERY_MS,
    log: app.log.child({ component: 'jobs' }),
    task: async () => void (await runSubscriptionLifecycle(app, signal)),
  });
}

interface Pass {
  app: FastifyInstance;
  businessId: string;
  now: Date;
  settings: BillingSettings;
  /** Status changes made in this pass, announced to the platform's webhook after the commit. */
  changes: SubscriptionStatusChange[];
}

/** Notes a status change for the webhook (sent after the commit). */
function noteChange(
  pass: Pass,
  subscription: SubscriptionRow,
  to: SubscriptionRow['status'],
  reason: SubscriptionChangeReason,
): void {
  pass.changes.push({
    subscriptionId: subscription.id,
    businessId: subscription.business_id,
    planId: subscription.plan_id,
    from: subscription.status,
    to,
    reason,
    billingInterval: subscription.billing_interval,
    amount: subscription.amount,
  });
}

async function advanceSubscription(
  tx: SqlExecutor,
  pass: Pass,
): Promise<{ acted: number; mails: MailMessage[] }> {
  const subscription = await readCurrentSubscription(tx, pass.businessId, { forUpdate: true });
  if (!subscription) return { acted: 0, mails: [] };
  const emails: SubscriptionEmailKind[] = [];
  let acted = 0;
  const once = async (kind: string, key: string, action: () => Promise<void>): Promise<void> => {
    if (!(await recordSubscriptionEvent(tx, { subscription, kind, key, now: pass.now }))) return;
    await action();
    acted += 1;
  };

  switch (subscription.status) {
    case 'trialing':
      await advanceTrial(tx, subscription, pass, once, emails);
      break;
    case 'active':
      await advanceActive(tx, subscription, pass, once, emails);
      break;
    case 'past_due':
      await advancePastDue(tx, subscription, pass, once, emails);
      break;
    default:
      break;
  }
  if (emails.length === 0) return { acted, mails: [] };
  return { acted, mails: await composeEmails(tx, subscription, pass, emails) };
}

type Once = (kind: string, key: string, action: () => Promise<void>) => Promise<void>;

async function advanceTrial(
  tx: SqlExecutor,
  subscription: SubscriptionRow,
  pass: Pass,
  once: Once,
  emails: SubscriptionEmailKind[],
): Promise<void> {
  const endsAt = subscription.trial_ends_at ?? subscription.current_period_end;
  const endKey = endsAt.toISOString();
  const left = endsAt.getTime() - pass.now.getTime();
  if (left <= 0) {
    const cancelled = subscription.cancel_at_period_end;
    await once(cancelled ? 'ended' : 'trial_expired', endKey, async () => {
      await updateSubscriptionStatus(tx, subscription, {
        status: cancelled ? 'cancelled' : 'expired',
        endedAt: endsAt,
        now: pass.now,
      });
      noteChange(
        pass,
        subscription,
        cancelled ? 'cancelled' : 'expired',
        cancelled ? 'period_ended' : 'trial_expired',
      );
      emails.push(cancelled ? { kind: 'subscriptionEnded' } : { kind: 'trialExpired' });
    });
    return;
  }
  // A business that cancelled its trial has said it is leaving: no reminders to pay.
  if (subscription.cancel_at_period_end) return;
  const due = TRIAL_REMINDER_DAYS.find((days) => left <= days * DAY_MS);
  if (due === undefined) return;
  await once('trial_reminder', `${due}d:${endKey}`, async () => {
    emails.push({ kind: 'trialEndingSoon', daysLeft: due, endsAt });
  });
}

async function advanceActive(
  tx: SqlExecutor,
  subscription: SubscriptionRow,
  pass: Pass,
  once: Once,
  emails: SubscriptionEmailKind[],
): Promise<void> {
  const periodEnd = subscription.current_period_end;
  if (periodEnd.getTime() > pass.now.getTime()) return;
  if (subscription.cancel_at_period_end) {
    await once('ended', periodEnd.toISOString(), async () => {
      await updateSubscriptionStatus(tx, subscription, {
        status: 'cancelled',
        endedAt: periodEnd,
        now: pass.now,
      });
      noteChange(pass, subscription, 'cancelled', 'period_ended');
      emails.push({ kind: 'subscriptionEnded' });
    });
    return;
  }
  // The period ended and no paid renewal moved it on: the grace period starts at the period's end.
  await once('past_due', periodEnd.toISOString(), async () => {
    await updateSubscriptionStatus(tx, subscription, {
      status: 'past_due',
      pastDueSince: periodEnd,
      now: pass.now,
    });
    noteChange(pass, subscription, 'past_due', 'payment_overdue');
    subscription.status = 'past_due';
    subscription.past_due_since = periodEnd;
  });
  if (subscription.status === 'past_due') await advancePastDue(tx, subscription, pass, once, emails);
}

async function advancePastDue(
  tx: SqlExecutor,
  subscription: SubscriptionRow,
  pass: Pass,
  once: Once,
  emails: SubscriptionEmailKind[],
): Promise<void> {
  const since = subscription.past_due_since ?? subscription.current_period_end;
  const sinceKey = since.toISOString();
  const graceEndsAt = new Date(since.getTime() + pass.settings.gracePeriodDays * DAY_MS);
  if (subscription.cancel_at_period_end || graceEndsAt.getTime() <= pass.now.getTime()) {
    await once('ended', sinceKey, async () => {
      await updateSubscriptionStatus(tx, subscription, {
        status: 'cancelled',
        endedAt: subscription.cancel_at_period_end ? pass.now : graceEndsAt,
        now: pass.now,
      });
      noteChange(
        pass,
        subscription,
        'cancelled',
        subscription.cancel_at_period_end ? 'period_ended' : 'grace_period_ended',
      );
      emails.push({ kind: 'subscriptionEnded' });
    });
    return;
  }
  const elapsedDays = Math.floor((pass.now.getTime() - since.getTime()) / DAY_MS);
  const due = [...PAST_DUE_REMINDER_DAYS].reverse().find((day) => day <= elapsedDays);
  if (due === undefined) return;
  await once('past_due_reminder', `${sinceKey}:${due}`, async () => {
    emails.push({ kind: 'paymentPastDue', graceEndsAt });
  });
}

async function composeEmails(
  tx: SqlExecutor,
  subscription: SubscriptionRow,
  pass: Pass,
  emails: readonly SubscriptionEmailKind[],
): Promise<MailMessage[]> {
  const contact = await readBusinessContact(tx, pass.businessId);
  if (!contact) return [];
  const { preferences } = await readBusinessSettings(tx, pass.businessId);
  const plan = await readPlan(tx, subscription.plan_id);
  return emails.map((email) =>
    subscriptionEmail({
      to: contact.email,
      businessName: contact.name,
      planName: plan ? planNameIn(plan, preferences.language) : '',
      language: preferences.language,
      timeZone: preferences.timezone,
      publicAppUrl: pass.app.config.publicAppUrl,
      email,
    }),
  );
}
