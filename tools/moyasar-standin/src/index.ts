// The stand-in's one public door: start it in-process (the API's tests), read its defaults and test cards. The
// command line (main.ts) uses the same function.
export {
  DEFAULT_ACCOUNT_NAME,
  DEFAULT_PORT,
  DEFAULT_SECRET_KEY,
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  DEFAULT_WEBHOOK_SECRET,
  StandinRequestError,
  startMoyasarStandin,
} from './standin';
export type { MoyasarStandin, MoyasarStandinOptions } from './standin';
export type { CardDetails } from './invoice-store';
export type {
  CardCompany,
  InvoiceStatus,
  MoyasarInvoice,
  MoyasarPayment,
  MoyasarWebhookEvent,
  PaymentStatus,
} from './model';
export type { WebhookAttempt, WebhookDelivery } from './webhooks';
export { TEST_CARDS } from './test-cards';
