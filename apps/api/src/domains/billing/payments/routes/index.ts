// The payment loop (issue 12): the business's plan changes, payments and invoices (under /api/subscriptions), the
// provider's webhook and return page, and the renewal invoices' schedule.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRenewalSchedule } from '../renewal-invoicing';
import { changePlanRoute } from './change-plan';
import { invoicePdfRoute } from './invoice-pdf';
import { listInvoicesRoute } from './list-invoices';
import { moyasarWebhookRoute } from './moyasar-webhook';
import { payOpenInvoiceRoute } from './pay-open-invoice';
import { paymentReturnRoute } from './payment-return';

export const paymentsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(changePlanRoute);
  await app.register(payOpenInvoiceRoute);
  await app.register(listInvoicesRoute);
  await app.register(invoicePdfRoute);
  await app.register(moyasarWebhookRoute);
  await app.register(paymentReturnRoute);
  registerRenewalSchedule(app);
};
