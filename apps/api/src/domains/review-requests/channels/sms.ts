// The SMS channel: Unifonic's REST API (`POST {base}/rest/SMS/messages`, form-encoded: AppSid, SenderID,
// Recipient in international digits, Body), and the pure pieces the webhook route needs — the shared secret its
// callback URL carries (Unifonic signs nothing) and the reading of its delivery reports (DLR) and replies.
// tools/sms-standin plays the same API locally; its README says why Unifonic.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ChannelSendError,
  e164Digits,
  toE164,
  type ChannelInboundMessage,
  type ChannelSendResult,
  type ChannelStatusUpdate,
  type ChannelWebhookEvents,
  type OutgoingRequestMessage,
  type ReviewRequestChannel,
} from './channel';
import type { SmsChannelConfig } from './channel-config';
import { callProvider } from './provider-http';

/**
 * Unifonic's codes worth trying again: a refused AppSid (credentials being fixed), no balance left (topped up),
 * the service not available. Every other refusal (a bad number, a sender name not approved) is permanent.
 */
const RETRYABLE_CODES = new Set(['ER-01', 'ER-09', 'ER-13']);
/** KSA traffic is classified (CST rules): a review request is a service message. */
const MESSAGE_TYPE_SERVICES = '3';

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function createSmsChannel(config: SmsChannelConfig): ReviewRequestChannel {
  const url = `${config.apiBaseUrl}/rest/SMS/messages`;
  return {
    name: 'sms',
    async send(message: OutgoingRequestMessage): Promise<ChannelSendResult> {
      const recipient = e164Digits(message.to);
      if (message.text.trim() === '') throw new ChannelSendError('SMS: the message is empty', true);
      const answer = await callProvider(
        'SMS',
        url,
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            AppSid: config.appSid,
            SenderID: config.senderName,
            Recipient: recipient,
            Body: message.text,
            responseType: 'JSON',
            MessageType: MESSAGE_TYPE_SERVICES,
          }).toString(),
        },
        config.timeoutMs,
      );
      const body = record(answer.body);
      const data = record(body?.data);
      const success = body?.success === true || body?.success === 'true';
      if (answer.status >= 200 && answer.status < 300 && success) {
        const id = data?.MessageID;
        if ((typeof id === 'number' || typeof id === 'string') && String(id) !== '') {
          return { providerMessageId: String(id) };
        }
        // Taken but unreadable: not tried again, since a second send could reach the customer twice.
        throw new ChannelSendError('SMS: the answer had no MessageID', true);
      }
      const code = typeof body?.errorCode === 'string' ? body.errorCode : undefined;
      const words = typeof body?.message === 'string' ? body.message : '';
      const reason = `SMS ${code ?? `HTTP ${answer.status}`}${words ? ` ${words}` : ''}`;
      const retryable =
        answer.status === 429 || answer.status >= 500 || (code !== undefined && RETRYABLE_CODES.has(code));
      throw new ChannelSendError(reason, !retryable);
    },
  };
}

/** Whether the callback's `secret` is the configured one, in constant time whatever the lengths. */
export function verifySmsWebhookSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '' || !expected) return false;
  const digest = (value: string) => createHmac('sha256', 'sms-webhook-secret').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A field by any of its writings (Unifonic's `MessageID`, a form's `messageId`…), the first name first. */
function field(body: Record<string, unknown>, ...names: string[]): unknown {
  const entries = Object.entries(body);
  for (const name of names) {
    const found = entries.find(([key]) => key.toLowerCase() === name.toLowerCase());
    if (found) return found[1];
  }
  return undefined;
}

/** Unifonic's `yyyy-mm-dd hh:mm:ss[.fff]` (the account's time zone; read as UTC), or null. */
function reportTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DLR_STATUSES: Record<string, ChannelStatusUpdate['status']> = {
  delivered: 'delivered',
  undeliverable: 'failed',
  failed: 'failed',
  rejected: 'failed',
  expired: 'failed',
  sent: 'sent',
};

/**
 * A delivery report (`{ MessageID, DLR: "Delivered" | "Undeliverable", Recipient, TimeCreated, SCTS,
 * DLRTimestamp }`, JSON or form fields) or a reply (`{ Event: "inbound", Sender, Body, MessageID }`) read into
 * statuses and replies. A body of any other shape gives neither, never an exception.
 */
export function parseSmsDeliveryReport(body: unknown): ChannelWebhookEvents {
  const statuses: ChannelStatusUpdate[] = [];
  const inbound: ChannelInboundMessage[] = [];
  const reports = Array.isArray(body) ? body : [body];
  for (const item of reports) {
    const report = record(item);
    if (!report) continue;
    const idValue = field(report, 'MessageID', 'message_id');
    const id = typeof idValue === 'number' || typeof idValue === 'string' ? String(idValue) : '';
    const event = field(report, 'Event');
    if (typeof event === 'string' && event.toLowerCase() === 'inbound') {
      const from = toE164(field(report, 'Sender', 'From'));
      const text = field(report, 'Body', 'Text');
      if (from && typeof text === 'string') inbound.push({ from, text, providerMessageId: id || null });
      continue;
    }
    const dlr = field(report, 'DLR', 'Status');
    const status = typeof dlr === 'string' ? DLR_STATUSES[dlr.toLowerCase()] : undefined;
    if (!id || !status) continue;
    const why = field(report, 'Reason', 'Comments');
    statuses.push({
      providerMessageId: id,
      status,
      ...(status === 'failed'
        ? { reason: `SMS ${String(dlr)}${typeof why === 'string' && why ? `: ${why}` : ''}` }
        : {}),
      // SCTS: when the operator's network reported it (DLRTimestamp is when Unifonic began pushing it on).
      at: reportTime(field(report, 'SCTS', 'DLRTimestamp')),
    });
  }
  return { statuses, inbound };
}
