// The subscription routes as the browser calls them (spec §7 "Business, team, subscription, plans"; issue 12).
import { defineEndpoint } from '../http/defineEndpoint';

/** Any member reads it (the trial banner and the read-only notice); changing it needs an admin. */
export const businessSubscriptionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions/Single',
  access: { role: 'viewer' },
});

export const invoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions/invoices',
  access: { role: 'admin' },
});

export const invoicePdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions/invoices/:invoiceId/pdf',
  access: { role: 'admin' },
  reply: 'binary',
});

export const changePlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/change-plan',
  access: { role: 'admin' },
});

/** Pay the open invoice on the provider's page (also "update payment method": a new card pays it). */
export const payOpenInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/pay',
  access: { role: 'admin' },
});

export const cancelSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/cancel',
  access: { role: 'admin' },
});

export const resumeSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/resume',
  access: { role: 'admin' },
});

/** The super admin's list of every business's subscription (subscribers and subscriptions screens). */
export const adminSubscriptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions',
  access: { role: 'super_admin' },
});

export const adminSubscriptionsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions/export',
  access: { role: 'super_admin' },
  reply: 'binary',
});

export const adminSubscriptionStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/subscriptions/:id/status',
  access: { role: 'super_admin' },
});

export const subscriptionEndpoints = {
  single: businessSubscriptionEndpoint,
  invoices: invoicesEndpoint,
  invoicePdf: invoicePdfEndpoint,
  changePlan: changePlanEndpoint,
  payOpenInvoice: payOpenInvoiceEndpoint,
  cancel: cancelSubscriptionEndpoint,
  resume: resumeSubscriptionEndpoint,
  adminList: adminSubscriptionsEndpoint,
  adminExport: adminSubscriptionsExportEndpoint,
  adminStatus: adminSubscriptionStatusEndpoint,
} as const;
