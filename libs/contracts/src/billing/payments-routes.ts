// The payment provider's calls into the API (issue 12).
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { moyasarWebhookEndpoint, paymentReturnEndpoint } from './payments-endpoints';

const TAGS = ['Payments'] as const;
const text = (max: number) => z.string().max(max).optional();

/** Moyasar's webhook body: checked loosely here, the handler verifies the secret and fetches the payment. */
export const moyasarWebhookBodySchema = z
  .object({
    id: z.string().max(200),
    type: z.string().max(100),
    secret_token: z.string().max(500).optional(),
    created_at: text(100),
    live: z.boolean().optional(),
    data: z
      .object({ id: z.string().max(200) })
      .passthrough()
      .optional(),
  })
  .passthrough();

export const moyasarWebhookRoute = defineRoute({
  ...moyasarWebhookEndpoint,
  body: moyasarWebhookBodySchema,
  response: z.object({ outcome: z.string() }),
  failures: [401, 502],
  tags: TAGS,
  summary: 'Moyasar’s webhook: payment_paid credits the invoice once, after fetching the payment',
  description:
    'Authenticated by `secret_token`. Each event id is handled once; the payment is fetched from the provider ' +
    'and its amount and currency compared with the invoice before anything is credited.',
});

export const paymentReturnRoute = defineRoute({
  ...paymentReturnEndpoint,
  query: z.object({
    invoice: text(100),
    id: text(200),
    status: text(50),
    message: text(500),
    invoice_id: text(200),
  }),
  response: z.string(),
  tags: TAGS,
  summary:
    'Where the hosted page sends the payer: the invoice is verified with the provider, then 302 to the app',
});

export const paymentRoutes = {
  moyasarWebhook: moyasarWebhookRoute,
  paymentReturn: paymentReturnRoute,
} as const;
