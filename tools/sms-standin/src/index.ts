// The stand-in's one public door: start it in-process (tests), read its defaults. The command line (main.ts) uses
// the same function.
export {
  ABSENT_SUBSCRIBER,
  DEFAULT_APP_SID,
  DEFAULT_CALLBACK_URL,
  DEFAULT_PORT,
  DEFAULT_REPORT_DELAY_MS,
  DEFAULT_SENDER_IDS,
  DEFAULT_WEBHOOK_SECRET,
  StandinRequestError,
  startSmsStandin,
} from './standin';
export type { SmsStandin, SmsStandinOptions } from './standin';
export type { ArmedFailure, InboundSms, SentSms, SmsStatus } from './message-store';
export type { WebhookAttempt, WebhookDelivery } from './webhooks';
export { DEFAULT_MESSAGES_PER_SECOND, type ThroughputFigures } from './throughput';
