// Renewal invoices: each process with a worker looks every hour, and for every active subscription whose period
// ends within three days (and that is not cancelling) opens one invoice for the next period — at the pending
// downgrade's plan and interval if one waits, else the current plan's price as it is now (an admin's new price
// applies here, never to a period already paid) — and e-mails the owner its payment link. Whether the period's
// renewal is still to open is asked again under the subscription's lock as the invoice is written (an open or
// paid renewal of the period, or another checkout waiting, says no), so any number of looks, processes or
// restarts open it once; a plan change that voids it (a downgrade scheduled, or undone) lets the next look open
// the right one. Whoever does not pay by the period's end is moved on by the subscriptions domain (past due,
// then cancelled).
import type { FastifyInstance } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SqlExecutor } from '../../../db/database';
import { PeriodicSchedule } from '../../../jobs/periodic-schedule';
import { readBusinessLanguage } from '../../businesses';
import { renewalInvoiceEmail } from '../emails/payment-receipt-email';
import { periodEndFrom, periodPriceHalalas } from './billing-money';
import {
  findOwner,
  findPlan,
  findSubscription,
  listRenewalCandidates,
  planNameIn,
  readBuyer,
  renewalStillToOpen,
} from './invoices-store';
import { openInvoice, type InvoiceTarget } from './open-invoice';

/** A renewal invoice is opened this long before the period ends. */
export const RENEWAL_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;
const RENEWAL_LOOK_EVERY_MS = 60 * 60 * 1000;

/** The next period's invoice of one subscription, or null when it is not due or already opened. */
async function renewalTarget(
  app: FastifyInstance,
  businessId: string,
  subscriptionId: string,
  until: Date,
): Promise<InvoiceTarget | null> {
  const now = app.now();
  return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    const subscription = await findSubscription(tx, subscriptionId);
    if (!subscription || subscription.cancel_at_period_end) return null;
    if (subscription.status !== 'active' && subscription.status !== 'past_due') return null;
    if (subscription.current_period_end > until) return null;
    const planId = subscription.pending_plan_id ?? subscription.plan_id;
    const interval = subscription.pending_interval ?? subscription.billing_interval;
    const plan = await findPlan(tx, planId);
    if (!plan) return null;
    const periodStart = subscription.current_period_end;
    const stillWanted = (lockedTx: SqlExecutor) =>
      renewalStillToOpen(lockedTx, subscription.id, periodStart, now);
    if (!(await stillWanted(tx))) return null;
    return {
      subscriptionId: subscription.id,
      kind: 'renewal',
      planId,
      interval,
      periodStart,
      periodEnd: periodEndFrom(periodStart, interval),
      amountExclVatHalalas: periodPriceHalalas(plan.monthly_price, interval),
      dueAt: periodStart,
      stillWanted,
    };
  });
}

async function mailRenewalInvoice(
  app: FastifyInstance,
  businessId: string,
  target: InvoiceTarget,
  checkout: { paymentUrl: string; total: number },
): Promise<void> {
  const facts = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => ({
    owner: await findOwner(tx),
    language: await readBusinessLanguage(tx, businessId),
    buyer: await readBuyer(tx),
    plan: await findPlan(tx, target.planId),
  }));
  if (!facts.owner || !facts.plan) return;
  app.mailer.dispatch(
    renewalInvoiceEmail({
      to: facts.owner.email,
      language: facts.language,
      businessName: facts.buyer.name,
      planName: planNameIn(facts.plan, facts.language),
      total: checkout.total.toFixed(2),
      dueAt: target.dueAt,
      periodStart: target.periodStart,
      periodEnd: target.periodEnd,
      paymentUrl: checkout.paymentUrl,
    }),
  );
}

/**
 * Opens every renewal invoice due now and not opened before; returns how many were opened. Safe to call any
 * number of times, from any number of processes. One subscription's trouble (the provider not answering) does
 * not hold up the others; the next look tries it again.
 */
export async function runRenewalInvoicing(app: FastifyInstance, signal?: AbortSignal): Promise<number> {
  const now = app.now();
  const until = new Date(now.getTime() + RENEWAL_NOTICE_MS);
  const failures: unknown[] = [];
  let opened = 0;
  for (const candidate of await listRenewalCandidates(app.db, until)) {
    if (signal?.aborted) break;
    try {
      const target = await renewalTarget(app, candidate.businessId, candidate.subscriptionId, until);
      if (!target) continue;
      const result = await openInvoice(app, candidate.businessId, target);
      if (result?.created) {
        opened += 1;
        await mailRenewalInvoice(app, candidate.businessId, target, result.checkout);
      }
    } catch (error) {
      app.log.error({ err: error, ...candidate }, 'renewal invoice not opened; tried again at the next look');
      failures.push(error);
    }
    await nextTurn();
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `renewal invoices: ${failures.length} not opened`);
  }
  return opened;
}

/** Started with the jobs worker (JOBS_WORKER=on), stopped before the database closes. */
export function registerRenewalSchedule(app: FastifyInstance): void {
  if (!app.config.jobs.workerEnabled) return;
  const closing = new AbortController();
  const schedule = new PeriodicSchedule({
    name: 'renewal invoices',
    everyMs: RENEWAL_LOOK_EVERY_MS,
    log: app.log.child({ component: 'jobs' }),
    task: async () => void (await runRenewalInvoicing(app, closing.signal)),
  });
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => {
    closing.abort();
    await schedule.stop();
  });
}
