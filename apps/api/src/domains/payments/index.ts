// The payments domain: invoices, VAT, checkout and the payment provider (Moyasar).
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { paymentsDomain } from './routes';

export { runRenewalInvoicing } from './renewal-invoicing';

export const paymentsPlugin = fp(
  async (app) => {
    await app.register(paymentsDomain);
  },
  { name: 'payments', dependencies: ['jobs', 'mail', 'authentication', 'businesses'] },
);
