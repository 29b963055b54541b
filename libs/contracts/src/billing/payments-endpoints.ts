// The payment provider's calls into the API (issue 12): its webhook, and the page it sends the payer back to.
import { defineEndpoint } from '../http/defineEndpoint';

/** Moyasar's webhook (payment_paid, payment_failed), authenticated by its shared secret_token. */
export const moyasarWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/moyasar/webhook',
  access: 'public',
});

/** The hosted page's success_url: verified by fetching the invoice, then back to the subscription screen. */
export const paymentReturnEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payments/moyasar/return',
  access: 'public',
  reply: 'redirect',
});

export const paymentEndpoints = {
  moyasarWebhook: moyasarWebhookEndpoint,
  paymentReturn: paymentReturnEndpoint,
} as const;
