// The channels folder's door, for the rest of the review-requests domain: the WhatsApp and SMS clients, the pure
// webhook pieces (signature and secret checks, body readers, the opt-out words) and the configuration section.
export {
  ChannelSendError,
  type ChannelInboundMessage,
  type ChannelSendResult,
  type ChannelStatusUpdate,
  type ChannelWebhookEvents,
  type OutgoingRequestMessage,
  type ReviewRequestChannel,
} from './channel';
export {
  ChannelConfigError,
  configuredChannels,
  loadChannelConfig,
  readChannelConfig,
  reviewRequestChannelsEnvironment,
  type ReviewRequestChannelsConfig,
  type ReviewRequestChannelsEnvironment,
  type SmsChannelConfig,
  type WhatsAppChannelConfig,
} from './channel-config';
export { isOptOutText, normaliseReply } from './opt-out';
export { createSmsChannel, parseSmsDeliveryReport, verifySmsWebhookSecret } from './sms';
export {
  answerWhatsAppVerification,
  createWhatsAppChannel,
  parseWhatsAppWebhook,
  verifyWhatsAppSignature,
} from './whatsapp';
