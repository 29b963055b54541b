// The privacy domain (issue 21, PDPL): leaving on one's own. The business's data export, its deletion after a
// grace period (a job on the request's own row) with the tax invoices the law makes us keep, and a user's own
// account. At the top of the order: it reads and erases what every other domain holds.
// Its one entry (ADR 0013): the plugin that registers its routes, its job kind and its schedule.
import fp from 'fastify-plugin';
import { businessDeletionJob } from './business-deletion-job';
import { retainedInvoicesPurgeSchedule } from './retained-invoices';
import { privacyDomain } from './routes';

export { purgeRetainedInvoices, TAX_INVOICE_KEEP_YEARS } from './retained-invoices';

export const privacyPlugin = fp(
  async (app) => {
    app.jobs.register(businessDeletionJob(app));
    // The kept tax invoices whose legal period has ended, purged daily.
    app.schedules.add(retainedInvoicesPurgeSchedule(app));
    await app.register(privacyDomain);
  },
  {
    name: 'privacy',
    dependencies: ['jobs', 'mail', 'authentication', 'auth', 'businesses', 'billing', 'google'],
  },
);
