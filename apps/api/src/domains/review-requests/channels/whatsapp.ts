// The WhatsApp channel: Meta's Cloud API (`POST {base}/{version}/{phone-number-id}/messages`, bearer token) for
// sending, and the pure pieces the webhook route needs — the X-Hub-Signature-256 check over the raw body, the
// hub.challenge answer, and the reading of Meta's `messages` webhook into statuses and replies.
// tools/whatsapp-standin plays the same API locally.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
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
import type { WhatsAppChannelConfig } from './channel-config';
import { callProvider } from './provider-http';

/**
 * Graph error codes worth trying again: throughput and pair rate limits (130429, 131056, 4, 80007), Meta's
 * temporary errors (1, 2, 131000, 131016), and the access token (0, 190) — a token being renewed should not fail
 * every request queued meanwhile.
 */
const RETRYABLE_CODES = new Set([0, 1, 2, 4, 190, 80007, 130429, 131000, 131016, 131056]);

const graphErrorSchema = z.looseObject({
  error: z.looseObject({
    message: z.string().optional(),
    code: z.number().optional(),
    error_data: z.looseObject({ details: z.string().optional() }).optional(),
  }),
});
const sendAnswerSchema = z.looseObject({
  messages: z.array(z.looseObject({ id: z.string().min(1) })).min(1),
});

export function createWhatsAppChannel(config: WhatsAppChannelConfig): ReviewRequestChannel {
  const url = `${config.apiBaseUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send(message: OutgoingRequestMessage): Promise<ChannelSendResult> {
      const to = e164Digits(message.to);
      const body = message.templateName
        ? {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to,
            type: 'template',
            template: {
              name: message.templateName,
              language: { code: message.language },
              components: message.templateParams?.length
                ? [
                    {
                      type: 'body',
                      parameters: message.templateParams.map((text) => ({ type: 'text', text })),
                    },
                  ]
                : [],
            },
          }
        : {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to,
            type: 'text',
            text: { body: message.text },
          };

      const answer = await callProvider(
        'WhatsApp',
        url,
        {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${config.accessToken}`,
          },
          body: JSON.stringify(body),
        },
        config.timeoutMs,
      );
      if (answer.status >= 200 && answer.status < 300) {
        const parsed = sendAnswerSchema.safeParse(answer.body);
        // Taken but unreadable: not tried again, since a second send could reach the customer twice.
        if (!parsed.success) throw new ChannelSendError('WhatsApp: the answer had no message id', true);
        return { providerMessageId: parsed.data.messages[0].id };
      }
      const error = graphErrorSchema.safeParse(answer.body);
      const code = error.success ? error.data.error.code : undefined;
      const words = error.success
        ? [error.data.error.message, error.data.error.error_data?.details].filter(Boolean).join(': ')
        : '';
      const reason = `WhatsApp ${code ?? `HTTP ${answer.status}`}${words ? ` ${words}` : ''}`;
      const retryable =
        answer.status === 429 || answer.status >= 500 || (code !== undefined && RETRYABLE_CODES.has(code));
      throw new ChannelSendError(reason, !retryable);
    },
  };
}

/**
 * Whether `header` is `sha256=<hex HMAC-SHA256 of rawBody with appSecret>`, compared in constant time. The raw
 * bytes as received, never a re-serialised body: Meta signs what it sent, escapes included.
 */
export function verifyWhatsAppSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!appSecret || typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/**
 * The answer to Meta's subscription handshake (`GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`): the
 * challenge to echo with 200, or null (answer 401/403) when the mode or the token is not ours.
 */
export function answerWhatsAppVerification(
  query: Record<string, unknown>,
  verifyToken: string,
): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !verifyToken)
    return null;
  if (challenge === '' || challenge.length > 200) return null;
  const given = createHmac('sha256', 'verify-token').update(token).digest();
  const expected = createHmac('sha256', 'verify-token').update(verifyToken).digest();
  return timingSafeEqual(given, expected) ? challenge : null;
}

const STATUS_NAMES = new Set(['sent', 'delivered', 'read', 'failed']);

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const seconds = (value: unknown): Date | null => {
  const number = Number(value);
  return typeof value === 'string' || typeof value === 'number'
    ? Number.isFinite(number) && number > 0
      ? new Date(number * 1000)
      : null
    : null;
};

function failureReason(status: Record<string, unknown>): string {
  const error = record(list(status.errors)[0]);
  if (!error) return 'WhatsApp: failed';
  const details = record(error.error_data)?.details;
  const words = [error.title ?? error.message, typeof details === 'string' ? details : undefined]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(': ');
  return `WhatsApp ${typeof error.code === 'number' ? error.code : ''}${words ? ` ${words}` : ''}`.trim();
}

/** The text of a reply: a text message's body, a quick-reply button's text, an interactive reply's title. */
function replyText(message: Record<string, unknown>): string | null {
  const candidates = [
    record(message.text)?.body,
    record(message.button)?.text,
    record(record(message.interactive)?.button_reply)?.title,
    record(record(message.interactive)?.list_reply)?.title,
  ];
  const text = candidates.find((candidate) => typeof candidate === 'string');
  return typeof text === 'string' ? text : null;
}

/**
 * Meta's webhook body (`object: "whatsapp_business_account"`, `entry[].changes[].value`) read into the delivery
 * statuses and the customers' text replies it carries. Anything else — other fields, other statuses, media
 * messages, a body of another shape — is left out, never thrown on: Meta adds fields and kinds over time.
 */
export function parseWhatsAppWebhook(body: unknown): ChannelWebhookEvents {
  const statuses: ChannelStatusUpdate[] = [];
  const inbound: ChannelInboundMessage[] = [];
  const root = record(body);
  if (!root || root.object !== 'whatsapp_business_account') return { statuses, inbound };
  for (const entry of list(root.entry)) {
    for (const change of list(record(entry)?.changes)) {
      const value = record(record(change)?.value);
      if (!value) continue;
      for (const item of list(value.statuses)) {
        const status = record(item);
        if (!status || typeof status.id !== 'string' || status.id === '') continue;
        if (typeof status.status !== 'string' || !STATUS_NAMES.has(status.status)) continue;
        const name = status.status as ChannelStatusUpdate['status'];
        statuses.push({
          providerMessageId: status.id,
          status: name,
          ...(name === 'failed' ? { reason: failureReason(status) } : {}),
          at: seconds(status.timestamp),
        });
      }
      for (const item of list(value.messages)) {
        const message = record(item);
        if (!message) continue;
        const from = toE164(message.from);
        const text = replyText(message);
        if (!from || text === null) continue;
        inbound.push({ from, text, providerMessageId: typeof message.id === 'string' ? message.id : null });
      }
    }
  }
  return { statuses, inbound };
}
