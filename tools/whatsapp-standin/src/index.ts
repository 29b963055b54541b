// The stand-in's one public door: start it in-process (tests), read its defaults. The command line (main.ts) uses
// the same function.
export {
  DEFAULT_ACCESS_TOKEN,
  DEFAULT_APP_SECRET,
  DEFAULT_BUSINESS_ACCOUNT_ID,
  DEFAULT_CALLBACK_URL,
  DEFAULT_DISPLAY_PHONE_NUMBER,
  DEFAULT_PHONE_NUMBER_ID,
  DEFAULT_PORT,
  DEFAULT_STATUS_DELAYS_MS,
  DEFAULT_VERIFY_TOKEN,
  StandinRequestError,
  UNDELIVERABLE,
  startWhatsAppStandin,
} from './standin';
export type { WhatsAppStandin, WhatsAppStandinOptions } from './standin';
export type {
  ArmedFailure,
  InboundMessage,
  MessageStatus,
  SentMessage,
  WhatsAppError,
} from './message-store';
export { DEFAULT_TEMPLATES, type TemplateBodies } from './templates';
export { DEFAULT_MESSAGES_PER_SECOND, type ThroughputFigures } from './throughput';
export { signBody, type VerificationResult, type WebhookAttempt, type WebhookDelivery } from './webhooks';
