// The review requests' provider webhooks (issue 23): WhatsApp's handshake and signed webhooks, SMS delivery
// reports. The routes are their own plugin scope, since they read JSON bodies as raw bytes (raw-json-body.ts).
export { webhookRoutes } from './webhook-routes';
export {
  ReviewRequestWebhookSecrets,
  type SmsWebhookSecrets,
  type WhatsAppWebhookSecrets,
} from './webhook-secrets';
