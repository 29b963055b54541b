// The business's subscription, its invoices and plan changes, and the super admin's subscriptions list (issue 12).
import { z } from 'zod';
import {
  subscriptionListQuerySchema,
  subscriptionPageSchema,
  subscriptionParamsSchema,
  subscriptionStatusBodySchema,
  subscriptionListItemSchema,
} from './admin-subscriptions';
import { invoiceListSchema, invoiceParamsSchema, invoicePdfQuerySchema } from './invoices';
import {
  businessSubscriptionSchema,
  changePlanBodySchema,
  changePlanResultSchema,
  checkoutSchema,
} from './subscription';
import { defineRoute } from '../http/defineRoute';
import {
  adminSubscriptionsEndpoint,
  adminSubscriptionsExportEndpoint,
  adminSubscriptionStatusEndpoint,
  businessSubscriptionEndpoint,
  cancelSubscriptionEndpoint,
  changePlanEndpoint,
  invoicePdfEndpoint,
  invoicesEndpoint,
  payOpenInvoiceEndpoint,
  resumeSubscriptionEndpoint,
} from './subscriptions-endpoints';

const TAGS = ['Subscriptions'] as const;

export const businessSubscriptionRoute = defineRoute({
  ...businessSubscriptionEndpoint,
  response: businessSubscriptionSchema,
  failures: [404],
  tags: TAGS,
  summary: 'The business’s subscription (spec §3), its usage against the plan’s limits and what it may do',
});

export const invoicesRoute = defineRoute({
  ...invoicesEndpoint,
  response: invoiceListSchema,
  tags: TAGS,
  summary: 'The billing history: every invoice of the business, newest first',
});

export const invoicePdfRoute = defineRoute({
  ...invoicePdfEndpoint,
  params: invoiceParamsSchema,
  query: invoicePdfQuerySchema,
  response: z.string().describe('application/pdf: the simplified tax invoice with its ZATCA QR code'),
  failures: [404, 409],
  tags: TAGS,
  summary: 'A paid invoice as PDF, in ?lang= (else the caller’s language)',
});

export const changePlanRoute = defineRoute({
  ...changePlanEndpoint,
  body: changePlanBodySchema,
  response: changePlanResultSchema,
  failures: [404, 409, 502],
  tags: TAGS,
  summary:
    'Choose a plan: pay for it (after a trial or expiry, or an upgrade prorated), or schedule a downgrade',
  description:
    'An upgrade, or any plan chosen from a trial or an expired subscription, opens an invoice and answers ' +
    '`checkout.paymentUrl` (the provider’s hosted page); it takes effect once the payment is verified. A ' +
    'downgrade takes effect at the next period and is refused (409) while usage exceeds the smaller plan.',
});

export const payOpenInvoiceRoute = defineRoute({
  ...payOpenInvoiceEndpoint,
  response: checkoutSchema,
  failures: [409, 502],
  tags: TAGS,
  summary: 'Pay the open invoice (past due, renewal) on the provider’s page, with any card',
});

export const cancelSubscriptionRoute = defineRoute({
  ...cancelSubscriptionEndpoint,
  response: businessSubscriptionSchema,
  failures: [409],
  tags: TAGS,
  summary: 'Cancel at the end of the current period (a trial ends at its end)',
});

export const resumeSubscriptionRoute = defineRoute({
  ...resumeSubscriptionEndpoint,
  response: businessSubscriptionSchema,
  failures: [409],
  tags: TAGS,
  summary: 'Undo a cancellation before the period ends',
});

export const adminSubscriptionsRoute = defineRoute({
  ...adminSubscriptionsEndpoint,
  query: subscriptionListQuerySchema,
  response: subscriptionPageSchema,
  tags: TAGS,
  summary: 'Every business’s subscription with its real figures (super admin, audited)',
});

export const adminSubscriptionsExportRoute = defineRoute({
  ...adminSubscriptionsExportEndpoint,
  query: subscriptionListQuerySchema.omit({ page: true, pageSize: true }),
  response: z.string(),
  tags: TAGS,
  summary: 'The filtered subscriptions as CSV (UTF-8 with BOM, headers in the caller’s language)',
});

export const adminSubscriptionStatusRoute = defineRoute({
  ...adminSubscriptionStatusEndpoint,
  params: subscriptionParamsSchema,
  body: subscriptionStatusBodySchema,
  response: subscriptionListItemSchema,
  failures: [404, 409],
  tags: TAGS,
  summary: 'Set a subscription’s status by hand (cancel, or reactivate) — super admin, audited',
});

export const subscriptionRoutes = {
  single: businessSubscriptionRoute,
  invoices: invoicesRoute,
  invoicePdf: invoicePdfRoute,
  changePlan: changePlanRoute,
  payOpenInvoice: payOpenInvoiceRoute,
  cancel: cancelSubscriptionRoute,
  resume: resumeSubscriptionRoute,
  adminList: adminSubscriptionsRoute,
  adminExport: adminSubscriptionsExportRoute,
  adminStatus: adminSubscriptionStatusRoute,
} as const;
