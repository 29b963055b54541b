// The paid tax invoices of deleted businesses (migration 032), kept for the legal period and then purged: the
// KSA VAT Implementing Regulations (art. 66) require invoices to be kept for six years after the end of the
// tax period they belong to. We count from the end of the calendar year of payment, which is at or after the
// end of any tax period (monthly or quarterly) that year.
import type { FastifyInstance } from 'fastify';
import { DailySchedule, DAILY_SCHEDULE_CHECK_MS } from '../../jobs/daily-schedule';
import { purgeExpiredRetainedInvoices } from './deletion-store';

export const TAX_INVOICE_KEEP_YEARS = 6;

/** Deletes the retained invoices whose period has ended; safe to run in any number of processes at once. */
export function purgeRetainedInvoices(app: FastifyInstance): Promise<number> {
  return app.db.transaction((tx) => purgeExpiredRetainedInvoices(tx, app.now()));
}

export function retainedInvoicesPurgeSchedule(app: FastifyInstance): DailySchedule {
  return new DailySchedule({
    name: 'retained tax invoices purge',
    now: app.now,
    checkEveryMs: DAILY_SCHEDULE_CHECK_MS,
    log: app.log.child({ component: 'jobs' }),
    task: async () => {
      await purgeRetainedInvoices(app);
    },
  });
}
