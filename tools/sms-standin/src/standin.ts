// startSmsStandin: Unifonic's SMS REST API as Sumaa uses it, on one origin with node:http — the send path
// (`POST /rest/SMS/messages` with the AppSid, a registered SenderID, the Recipient and the Body), the delivery
// reports (DLR webhook) and replies posted to the callback URL, and an inspection path (/__standin).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyError, readParameters, sameSecret, sendJson, sendUnifonicError } from './http';
import {
  SmsStore,
  firstLink,
  numberOfUnits,
  phoneDigits,
  type ArmedFailure,
  type InboundSms,
  type SentSms,
} from './message-store';
import { DEFAULT_MESSAGES_PER_SECOND, ThroughputLimit, type ThroughputFigures } from './throughput';
import { WebhookSender, redactSecret, type WebhookDelivery } from './webhooks';

export const DEFAULT_PORT = 4600;
export const DEFAULT_APP_SID = 'sms-standin-app-sid';
export const DEFAULT_SENDER_IDS = ['Sumaa'];
export const DEFAULT_WEBHOOK_SECRET = 'sms-standin-webhook-secret';
export const DEFAULT_CALLBACK_URL = `http://localhost:3000/api/webhooks/sms?secret=${DEFAULT_WEBHOOK_SECRET}`;
/** The pause before a message's delivery report. */
export const DEFAULT_REPORT_DELAY_MS = 500;
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 15_000];
/** What a simulated failure says by default: the operator's negative DLR for a phone that is off too long. */
export const ABSENT_SUBSCRIBER = 'Absent subscriber';

export interface SmsStandinOptions {
  port?: number;
  host?: string;
  publicUrl?: string;
  /** The one AppSid it accepts (the API's SMS_API_TOKEN). */
  appSid?: string;
  /** The sender names registered for the account (the API's SMS_SENDER_NAME must be one). */
  senderIds?: string[];
  /** Where delivery reports and replies go, with its shared secret; null: none are sent. */
  callbackUrl?: string | null;
  /** The pause before a delivery report. */
  reportDelayMs?: number;
  /** The account's throughput (default 10 a second); past it a send gets 429. null: none. */
  messagesPerSecond?: number | null;
  /** Milliseconds for the throughput limit (performance.now by default): a test's burst held in one instant. */
  throughputClock?: () => number;
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface SmsStandin {
  url: string;
  port: number;
  /** The API's SMS_API_BASE_URL (the stand-in's origin; the path is /rest/SMS/messages). */
  apiBaseUrl: string;
  appSid: string;
  senderIds: string[];
  callbackUrl: string | null;
  setCallbackUrl(url: string | null): void;
  messages(to?: string): SentSms[];
  message(id: string): SentSms | undefined;
  inbound(from: string, text: string): InboundSms;
  failNext(to: string, failure?: Partial<ArmedFailure>): void;
  webhooks(): WebhookDelivery[];
  webhooksSettled(): Promise<void>;
  /** The throughput limit and what it took and refused since the start (or the last reset). */
  throughput(): ThroughputFigures;
  reset(): void;
  stop(): Promise<void>;
}

export class StandinRequestError extends Error {}

interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  query: URLSearchParams;
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  handle(exchange: Exchange): Promise<void> | void;
}

/** Unifonic's time stamps: `yyyy-mm-dd hh:mm:ss.fff` (UTC here). */
const unifonicTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
/** Saudi and other numbers as Unifonic takes them: the country code and the number, digits only. */
const isRecipient = (value: string) => /^[1-9]\d{9,14}$/.test(value);

export async function startSmsStandin(options: SmsStandinOptions = {}): Promise<SmsStandin> {
  const now = options.now ?? (() => new Date());
  const appSid = options.appSid ?? DEFAULT_APP_SID;
  const senderIds = options.senderIds ?? DEFAULT_SENDER_IDS;
  const reportDelayMs = options.reportDelayMs ?? DEFAULT_REPORT_DELAY_MS;
  let callbackUrl = options.callbackUrl === undefined ? DEFAULT_CALLBACK_URL : options.callbackUrl;
  let origin = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const store = new SmsStore();
  const limit = new ThroughputLimit(
    options.messagesPerSecond === undefined ? DEFAULT_MESSAGES_PER_SECOND : options.messagesPerSecond || null,
    options.throughputClock,
  );
  const webhooks = new WebhookSender(
    {
      retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
      timeoutMs: options.webhookTimeoutMs ?? 10_000,
    },
    now,
    options.log,
  );

  const scheduleReport = (message: SentSms, failure: ArmedFailure | undefined) => {
    const delivered = failure === undefined;
    const finish = () => {
      const at = now();
      store.setStatus(message.id, delivered ? 'Delivered' : 'Undeliverable', at, failure?.message ?? null);
      return at;
    };
    if (callbackUrl === null) {
      finish();
      return;
    }
    webhooks.send(
      `dlr:${message.id}`,
      callbackUrl,
      () => {
        const at = finish();
        return {
          MessageID: Number(message.id),
          CorrelationID: message.correlationId,
          Recipient: message.recipient,
          DLR: delivered ? 'Delivered' : 'Undeliverable',
          TimeCreated: unifonicTime(new Date(message.createdAt)),
          SCTS: unifonicTime(at),
          DLRTimestamp: unifonicTime(at),
          // Not in Unifonic's DLR (it says only Undeliverable): the stand-in's hint of why, for people reading logs.
          ...(delivered ? {} : { Reason: failure.message }),
        };
      },
      reportDelayMs,
    );
  };

  const failNext = (to: string, failure: Partial<ArmedFailure> = {}) => {
    if (!isRecipient(phoneDigits(to))) throw new StandinRequestError(`Not a phone number: ${to}`);
    const stage = failure.stage ?? 'report';
    if (stage !== 'report' && stage !== 'send')
      throw new StandinRequestError('stage must be "report" or "send"');
    const remaining = failure.remaining ?? 1;
    if (!Number.isInteger(remaining) || remaining < 1)
      throw new StandinRequestError('times must be at least 1');
    store.armFailure(to, {
      stage,
      errorCode: failure.errorCode ?? (stage === 'send' ? 'ER-09' : 'DLR'),
      message: failure.message ?? (stage === 'send' ? 'No sufficient balance' : ABSENT_SUBSCRIBER),
      remaining,
    });
  };

  const inbound = (from: string, body: string): InboundSms => {
    const digits = phoneDigits(from);
    if (!isRecipient(digits)) throw new StandinRequestError(`Not a phone number: ${from}`);
    if (body.trim() === '') throw new StandinRequestError('text must not be empty');
    const at = now();
    const message: InboundSms = {
      id: store.newId(),
      from: `+${digits}`,
      text: body,
      receivedAt: at.toISOString(),
    };
    store.addInbound(message);
    if (callbackUrl !== null) {
      webhooks.send(`inbound:${message.id}`, callbackUrl, () => ({
        // The stand-in's shape for a reply (Unifonic's inbound-SMS format is not public): the event's name,
        // the customer's number as Unifonic writes numbers, the text.
        Event: 'inbound',
        MessageID: Number(message.id),
        Sender: digits,
        Recipient: senderIds[0] ?? '',
        Body: body,
        TimeCreated: unifonicTime(at),
      }));
    }
    return message;
  };

  const handleSend = async ({ request, response, query }: Exchange) => {
    const parameters = await readParameters(request, query);
    const given = text(parameters.AppSid);
    if (!given || !sameSecret(given, appSid)) {
      return sendUnifonicError(response, 401, 'ER-01', 'Invalid AppSid');
    }
    const recipient = text(parameters.Recipient)?.trim();
    const body = text(parameters.Body);
    if (!recipient || !body || body.trim() === '') {
      return sendUnifonicError(response, 400, 'ER-02', 'Missing parameter: Recipient and Body are required');
    }
    const senderId = text(parameters.SenderID) ?? senderIds[0];
    if (!senderIds.includes(senderId)) {
      return sendUnifonicError(response, 400, 'ER-06', `Sender ID ${senderId} doesn't exist`);
    }
    if (!/^\d+$/.test(recipient) || recipient.startsWith('0')) {
      return sendUnifonicError(
        response,
        400,
        'ER-04',
        'Invalid destination: international format without 00 or +',
      );
    }
    if (!isRecipient(recipient)) return sendUnifonicError(response, 400, 'ER-04', 'Dest num is too short');

    if (!limit.take()) {
      return sendUnifonicError(
        response,
        429,
        'ER-429',
        'Too many requests: the account throughput is reached',
      );
    }
    const failure = store.takeFailure(recipient);
    if (failure?.stage === 'send') {
      return sendUnifonicError(
        response,
        failure.errorCode === 'ER-13' ? 503 : 400,
        failure.errorCode,
        failure.message,
      );
    }
    const at = now();
    const message: SentSms = {
      id: store.newId(),
      correlationId: text(parameters.CorrelationID) ?? null,
      to: `+${recipient}`,
      recipient,
      senderId,
      text: body,
      link: firstLink(body),
      numberOfUnits: numberOfUnits(body),
      status: 'Sent',
      reason: null,
      statuses: [{ status: 'Sent', at: at.toISOString() }],
      createdAt: at.toISOString(),
    };
    store.add(message);
    options.log?.(`sent SMS from ${senderId} to ${message.to}: ${message.id}`);
    scheduleReport(message, failure);
    sendJson(response, 200, {
      success: true,
      message: '',
      errorCode: 'ER-00',
      data: {
        MessageID: Number(message.id),
        CorrelationID: message.correlationId ?? '',
        Status: 'Sent',
        NumberOfUnits: message.numberOfUnits,
        Cost: Number((message.numberOfUnits * 0.06).toFixed(2)),
        Balance: 1000,
        Recipient: recipient,
        TimeCreated: unifonicTime(at),
        CurrencyCode: 'SAR',
      },
    });
  };

  const routes: Route[] = [
    {
      method: 'GET',
      path: /^\/$/,
      handle: ({ response }) =>
        sendJson(response, 200, {
          service: 'Sumaa local SMS stand-in (Unifonic REST API)',
          send: `POST ${origin}/rest/SMS/messages`,
          senderIds,
          callbackUrl: callbackUrl === null ? null : redactSecret(callbackUrl),
          standin: {
            messages: `${origin}/__standin/messages?to=…`,
            inbound: `POST ${origin}/__standin/inbound`,
            failures: `POST ${origin}/__standin/failures`,
            webhooks: `${origin}/__standin/webhooks`,
            throughput: `${origin}/__standin/throughput`,
          },
        }),
    },
    { method: 'POST', path: /^\/rest\/SMS\/messages\/?$/i, handle: handleSend },
    {
      method: 'GET',
      path: /^\/__standin\/messages\/?$/,
      handle: ({ response, query }) =>
        sendJson(response, 200, { messages: store.list(query.get('to') ?? undefined) }),
    },
    {
      method: 'DELETE',
      path: /^\/__standin\/messages\/?$/,
      handle: ({ response }) => {
        store.clear();
        limit.resetCounts();
        response.writeHead(204).end();
      },
    },
    {
      method: 'GET',
      path: /^\/__standin\/throughput\/?$/,
      handle: ({ response }) => sendJson(response, 200, limit.figures()),
    },
    {
      method: 'GET',
      path: /^\/__standin\/inbound\/?$/,
      handle: ({ response }) => sendJson(response, 200, { messages: store.inboundMessages() }),
    },
    {
      method: 'POST',
      path: /^\/__standin\/inbound\/?$/,
      handle: async ({ request, response, query }) => {
        const body = await readParameters(request, query);
        sendJson(response, 202, { message: inbound(text(body.from) ?? '', text(body.text) ?? '') });
      },
    },
    {
      method: 'GET',
      path: /^\/__standin\/failures\/?$/,
      handle: ({ response }) => sendJson(response, 200, { failures: store.armedFailures() }),
    },
    {
      method: 'POST',
      path: /^\/__standin\/failures\/?$/,
      handle: async ({ request, response, query }) => {
        const body = await readParameters(request, query);
        const to = text(body.to) ?? '';
        failNext(to, {
          stage: body.stage as ArmedFailure['stage'] | undefined,
          errorCode: text(body.errorCode ?? body.code),
          message: text(body.message ?? body.title),
          remaining: body.times === undefined ? undefined : Number(body.times),
        });
        sendJson(response, 201, {
          to: `+${phoneDigits(to)}`,
          failure: store.armedFailures()[phoneDigits(to)],
        });
      },
    },
    {
      method: 'GET',
      path: /^\/__standin\/webhooks\/?$/,
      handle: ({ response }) =>
        sendJson(response, 200, {
          deliveries: [...webhooks.deliveries]
            .reverse()
            .map((delivery) => ({ ...delivery, url: redactSecret(delivery.url) })),
        }),
    },
  ];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://standin.local');
    options.log?.(`${request.method} ${url.pathname}`);
    const matching = routes.filter((route) => route.path.test(url.pathname));
    const route = matching.find((candidate) => candidate.method === request.method);
    if (!route) {
      return sendUnifonicError(response, matching.length > 0 ? 405 : 404, 'ER-404', 'Not found');
    }
    Promise.resolve(route.handle({ request, response, query: url.searchParams })).catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof BodyError || error instanceof StandinRequestError) {
        return sendUnifonicError(response, 400, 'ER-02', error.message);
      }
      options.log?.(`error: ${String(error)}`);
      sendUnifonicError(response, 500, 'ER-13', 'Service not available');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  if (!origin) origin = `http://localhost:${port}`;

  return {
    url: origin,
    port,
    apiBaseUrl: origin,
    appSid,
    senderIds,
    get callbackUrl() {
      return callbackUrl;
    },
    setCallbackUrl(url) {
      callbackUrl = url;
    },
    messages: (to) => store.list(to),
    message: (id) => store.byId(id),
    inbound,
    failNext,
    webhooks: () => [...webhooks.deliveries],
    webhooksSettled: () => webhooks.settled(),
    throughput: () => limit.figures(),
    reset: () => {
      store.clear();
      limit.resetCounts();
    },
    stop: async () => {
      webhooks.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
