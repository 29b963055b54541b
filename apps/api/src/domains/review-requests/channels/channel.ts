// The shape every outside message provider of review requests is driven through (WhatsApp, SMS): one message in,
// the provider's id of it out, or a ChannelSendError that says whether trying the same message again can help.
// The domain's delivery job (../message-channels.ts) holds the clients and retries with the job queue's backoff.

export interface OutgoingRequestMessage {
  /** E.164, e.g. +966501234567. */
  to: string;
  language: 'ar' | 'en';
  /** The message already rendered (SMS; WhatsApp when no template is named). */
  text: string;
  /** WhatsApp: the approved template's name; without it a plain text message is sent. */
  templateName?: string;
  /** WhatsApp: the template's body parameters in order. */
  templateParams?: string[];
}

export interface ChannelSendResult {
  providerMessageId: string;
}

/**
 * The provider did not take the message. `reason` is the provider's own words (its code and title), kept on the
 * request as its failure reason; `permanent` failures (an invalid number, a refused template) are not tried again,
 * the others (a timeout, a 5xx, a rate limit, credentials being fixed) are.
 */
export class ChannelSendError extends Error {
  constructor(
    public readonly reason: string,
    public readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'ChannelSendError';
  }
}

export interface ReviewRequestChannel {
  readonly name: 'whatsapp' | 'sms';
  send(message: OutgoingRequestMessage): Promise<ChannelSendResult>;
}

/** What a provider's webhook said, once its signature or secret was checked. */
export interface ChannelWebhookEvents {
  statuses: ChannelStatusUpdate[];
  inbound: ChannelInboundMessage[];
}

export interface ChannelStatusUpdate {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** The provider's reason of a failure. */
  reason?: string;
  /** When the provider says it happened (statuses may arrive out of order); null when it does not say. */
  at: Date | null;
}

export interface ChannelInboundMessage {
  /** The customer's number in E.164. */
  from: string;
  text: string;
  /** The provider's id of the reply, so a webhook delivered twice is handled once. */
  providerMessageId: string | null;
}

const E164 = /^\+[1-9]\d{7,14}$/;

/** The digits of an E.164 number (what WhatsApp and Unifonic take), or a permanent failure for anything else. */
export function e164Digits(to: string): string {
  if (!E164.test(to))
    throw new ChannelSendError(`invalidPhone: ${JSON.stringify(to)} is not an E.164 number`, true);
  return to.slice(1);
}

/** A provider's number written as digits (WhatsApp's wa_id, Unifonic's Recipient) back in E.164, or null. */
export function toE164(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/^\+/, '').replace(/^00/, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}
