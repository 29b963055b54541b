// The review-request routes as the browser calls them (issue 23, "The calls": exactly these paths). No schemas
// here, so that calling a route does not load zod into a page (routes.ts adds them).
import { defineEndpoint } from '../http/defineEndpoint';

const access = { permission: 'SendReviewRequests' } as const;

export const listReviewContactsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/contacts',
  access,
});

export const createReviewContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review-requests/contacts',
  access,
});

export const importReviewContactsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review-requests/contacts/import',
  access,
  bodyKind: 'multipart',
});

export const deleteReviewContactEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/review-requests/contacts/:id',
  access,
});

export const sendReviewRequestsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review-requests',
  access,
});

export const listReviewRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests',
  access,
});

export const recordVisitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review-requests/visits',
  access,
});

export const reviewRequestSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/settings',
  access,
});

export const updateReviewRequestSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review-requests/settings',
  access,
});

/** The e-mail's unsubscribe link: GET asks (scanners open links), POST opts out (also RFC 8058 one-click). */
export const reviewRequestUnsubscribePageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/unsubscribe',
  access: 'public',
  reply: 'html',
});

export const reviewRequestUnsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review-requests/unsubscribe',
  access: 'public',
  reply: 'html',
});

/** The requests' figures per channel and per location over a period (issue 23, "Tracking"). */
export const reviewRequestAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/analytics',
  access,
});

/**
 * The providers' calls into the API: Meta's subscription handshake and its signed webhooks (delivery statuses,
 * customers' replies), and Unifonic's delivery reports. Public: the signature or the shared secret is the key.
 */
export const whatsAppWebhookVerificationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/webhooks/whatsapp',
  access: 'public',
  reply: 'binary',
});

export const whatsAppWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks/whatsapp',
  access: 'public',
});

export const smsWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks/sms',
  access: 'public',
});

export const reviewRequestEndpoints = {
  contacts: listReviewContactsEndpoint,
  createContact: createReviewContactEndpoint,
  importContacts: importReviewContactsEndpoint,
  deleteContact: deleteReviewContactEndpoint,
  send: sendReviewRequestsEndpoint,
  history: listReviewRequestsEndpoint,
  recordVisit: recordVisitEndpoint,
  settings: reviewRequestSettingsEndpoint,
  updateSettings: updateReviewRequestSettingsEndpoint,
  unsubscribePage: reviewRequestUnsubscribePageEndpoint,
  unsubscribe: reviewRequestUnsubscribeEndpoint,
  analytics: reviewRequestAnalyticsEndpoint,
  whatsAppWebhookVerification: whatsAppWebhookVerificationEndpoint,
  whatsAppWebhook: whatsAppWebhookEndpoint,
  smsWebhook: smsWebhookEndpoint,
} as const;
