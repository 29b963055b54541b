// What the webhooks are checked with: WhatsApp's app secret (X-Hub-Signature-256) and verify token (the
// hub.challenge handshake), and the SMS callback's shared secret. The plugin sets them from WHATSAPP_* and SMS_*
// (channels/channel-config.ts); a provider left unset refuses every call (401, 403). Tests set their own.
export interface WhatsAppWebhookSecrets {
  appSecret: string;
  verifyToken: string;
}

export interface SmsWebhookSecrets {
  webhookSecret: string;
}

export class ReviewRequestWebhookSecrets {
  whatsapp: WhatsAppWebhookSecrets | null = null;
  sms: SmsWebhookSecrets | null = null;
}
