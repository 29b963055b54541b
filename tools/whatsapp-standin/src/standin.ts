// startWhatsAppStandin: Meta's WhatsApp Cloud API as Sumaa uses it, on one origin with node:http — the send path
// (`POST /v{N}.0/{phone-number-id}/messages`, bearer token), the signed delivery-status and inbound-message
// webhooks to the app's callback URL, the hub.challenge handshake, and an inspection path for tests and people
// (/__standin).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyError, hasBearerToken, readJsonObject, sendGraphError, sendJson } from './http';
import {
  MessageStore,
  isPhoneNumber,
  newMessageId,
  phoneDigits,
  type ArmedFailure,
  type InboundMessage,
  type MessageStatus,
  type SentMessage,
  type WhatsAppError,
} from './message-store';
import {
  DEFAULT_TEMPLATES,
  TemplateParameterError,
  firstLink,
  renderTemplate,
  type TemplateBodies,
} from './templates';
import { DEFAULT_MESSAGES_PER_SECOND, ThroughputLimit, type ThroughputFigures } from './throughput';
import { WebhookSender, type VerificationResult, type WebhookDelivery } from './webhooks';

export const DEFAULT_PORT = 4500;
export const DEFAULT_ACCESS_TOKEN = 'whatsapp-standin-token';
export const DEFAULT_PHONE_NUMBER_ID = '106540352242922';
export const DEFAULT_BUSINESS_ACCOUNT_ID = '102290129340398';
export const DEFAULT_DISPLAY_PHONE_NUMBER = '966500000000';
export const DEFAULT_APP_SECRET = 'whatsapp-standin-app-secret';
export const DEFAULT_VERIFY_TOKEN = 'whatsapp-standin-verify-token';
export const DEFAULT_CALLBACK_URL = 'http://localhost:3000/api/webhooks/whatsapp';
/** Pauses before the sent, delivered and read statuses of a message. */
export const DEFAULT_STATUS_DELAYS_MS = [300, 700, 1_500];
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 15_000];
/** Meta's code for a number that is not on WhatsApp or cannot receive the message. */
export const UNDELIVERABLE = { code: 131026, title: 'Message undeliverable' } as const;

export interface WhatsAppStandinOptions {
  /** Default 4500; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** How the API reaches it; default http://localhost:{port}. */
  publicUrl?: string;
  accessToken?: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  displayPhoneNumber?: string;
  /** Signs every webhook (the API's WHATSAPP_APP_SECRET). */
  appSecret?: string;
  /** Sent in the handshake (the API's WHATSAPP_VERIFY_TOKEN). */
  verifyToken?: string;
  /** Where webhooks go; null: none are sent (they are still recorded as not sent). */
  callbackUrl?: string | null;
  /** Handshake against the callback at start, tried again every 2 s until it passes or `verifyAttempts` ran out. */
  verifyOnStart?: boolean;
  verifyAttempts?: number;
  /** Pauses before the sent, delivered and read statuses ([] or a shorter list: fewer statuses). */
  statusDelaysMs?: number[];
  templates?: TemplateBodies;
  /** The phone number's throughput (default 80 a second, Meta's); past it a send gets 429 with 130429. null: none. */
  messagesPerSecond?: number | null;
  /** Milliseconds for the throughput limit (performance.now by default): a test's burst held in one instant. */
  throughputClock?: () => number;
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface WhatsAppStandin {
  url: string;
  port: number;
  /** The Graph base the API's WHATSAPP_API_BASE_URL points at (the stand-in's origin). */
  apiBaseUrl: string;
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  callbackUrl: string | null;
  setCallbackUrl(url: string | null): void;
  stop(): Promise<void>;
  /** Sent messages, newest first, optionally for one number (any writing of it). */
  messages(to?: string): SentMessage[];
  message(id: string): SentMessage | undefined;
  /** A customer's reply, delivered as a signed webhook. */
  inbound(
    from: string,
    text: string,
    name?: string,
  ): { message: InboundMessage; delivery: WebhookDelivery | null };
  /** The next `times` sends to `to` fail (at the send, or by a failed status afterwards). */
  failNext(to: string, failure?: Partial<ArmedFailure>): void;
  /** The customer at `to` turns read receipts off (false) or on: with them off, no `read` status is sent. */
  setReadReceipts(to: string, enabled: boolean): void;
  /** The hub.challenge handshake against the callback URL now (`quiet`: no log line unless it passes). */
  verifyCallback(options?: { quiet?: boolean }): Promise<VerificationResult>;
  lastVerification(): VerificationResult | null;
  webhooks(): WebhookDelivery[];
  webhooksSettled(): Promise<void>;
  /** The throughput limit and what it took and refused since the start (or the last reset). */
  throughput(): ThroughputFigures;
  reset(): void;
}

export class StandinRequestError extends Error {}

interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  params: string[];
  query: URLSearchParams;
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  handle(exchange: Exchange): Promise<void> | void;
}

const nowSeconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

/** The HTTP status Meta answers a send-time error code with. */
function httpStatusOf(code: number): number {
  if (code === 130429 || code === 131056 || code === 80007 || code === 4) return 429;
  if (code === 1 || code === 2 || code === 131000 || code === 131016) return 503;
  if (code === 190 || code === 0) return 401;
  if (code === 10 || code === 368 || (code >= 200 && code < 300)) return 403;
  return 400;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function startWhatsAppStandin(options: WhatsAppStandinOptions = {}): Promise<WhatsAppStandin> {
  const now = options.now ?? (() => new Date());
  const accessToken = options.accessToken ?? DEFAULT_ACCESS_TOKEN;
  const phoneNumberId = options.phoneNumberId ?? DEFAULT_PHONE_NUMBER_ID;
  const businessAccountId = options.businessAccountId ?? DEFAULT_BUSINESS_ACCOUNT_ID;
  const displayPhoneNumber = options.displayPhoneNumber ?? DEFAULT_DISPLAY_PHONE_NUMBER;
  const appSecret = options.appSecret ?? DEFAULT_APP_SECRET;
  const verifyToken = options.verifyToken ?? DEFAULT_VERIFY_TOKEN;
  const statusDelays = options.statusDelaysMs ?? DEFAULT_STATUS_DELAYS_MS;
  const templates = options.templates ?? DEFAULT_TEMPLATES;
  let callbackUrl = options.callbackUrl === undefined ? DEFAULT_CALLBACK_URL : options.callbackUrl;
  let origin = options.publicUrl?.replace(/\/+$/, '') ?? '';
  let verification: VerificationResult | null = null;
  const store = new MessageStore();
  const limit = new ThroughputLimit(
    options.messagesPerSecond === undefined ? DEFAULT_MESSAGES_PER_SECOND : options.messagesPerSecond || null,
    options.throughputClock,
  );
  const webhooks = new WebhookSender(
    {
      appSecret,
      retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
      timeoutMs: options.webhookTimeoutMs ?? 10_000,
    },
    now,
    options.log,
  );

  /** Meta's envelope of a webhook: one entry of the business account, one change of the `messages` field. */
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: displayPhoneNumber, phone_number_id: phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });

  const statusBody = (message: SentMessage, status: MessageStatus, error: WhatsAppError | null) => {
    const at = now();
    return envelope({
      statuses: [
        {
          id: message.id,
          status,
          timestamp: nowSeconds(at),
          recipient_id: message.waId,
          ...(status === 'failed' && error
            ? {
                errors: [
                  {
                    code: error.code,
                    title: error.title,
                    message: error.title,
                    error_data: { details: `${error.title} (simulated by the stand-in)` },
                  },
                ],
              }
            : {
                conversation: {
                  id: `standin-conversation-${message.waId}`,
                  origin: { type: message.type === 'template' ? 'utility' : 'service' },
                },
                pricing: {
                  billable: true,
                  pricing_model: 'CBP',
                  category: message.type === 'template' ? 'utility' : 'service',
                },
              }),
        },
      ],
    });
  };

  /** The statuses after an accepted send, each one a webhook recorded on the message as it goes out. */
  const scheduleStatuses = (message: SentMessage, failure: WhatsAppError | null) => {
    const flow: MessageStatus[] = failure ? ['failed'] : (['sent', 'delivered', 'read'] as MessageStatus[]);
    const steps = flow
      .slice(0, failure ? 1 : statusDelays.length)
      .map((status, index) => ({ status, index }))
      // A recipient with read receipts off: Meta never reports the message read.
      .filter(({ status }) => status !== 'read' || store.sendsReadReceipts(message.waId));
    if (callbackUrl === null) {
      for (const { status } of steps) store.setStatus(message.id, status, now(), failure);
      return;
    }
    const url = callbackUrl;
    webhooks.sequence(
      steps.map(({ status, index }) => ({
        kind: `status:${message.id}:${status}`,
        url,
        delayMs: statusDelays[index] ?? statusDelays[0] ?? 0,
        build: () => {
          store.setStatus(message.id, status, now(), failure);
          return statusBody(message, status, failure);
        },
      })),
    );
  };

  const failNext = (to: string, failure: Partial<ArmedFailure> = {}) => {
    if (!isPhoneNumber(to)) throw new StandinRequestError(`Not a phone number: ${to}`);
    const stage = failure.stage ?? 'status';
    if (stage !== 'status' && stage !== 'send')
      throw new StandinRequestError('stage must be "status" or "send"');
    const code = failure.code ?? UNDELIVERABLE.code;
    if (!Number.isInteger(code)) throw new StandinRequestError('code must be a whole number');
    const remaining = failure.remaining ?? 1;
    if (!Number.isInteger(remaining) || remaining < 1)
      throw new StandinRequestError('times must be at least 1');
    store.armFailure(to, { stage, code, title: failure.title ?? UNDELIVERABLE.title, remaining });
  };

  const setReadReceipts = (to: string, enabled: boolean) => {
    if (!isPhoneNumber(to)) throw new StandinRequestError(`Not a phone number: ${to}`);
    if (typeof enabled !== 'boolean') throw new StandinRequestError('enabled must be true or false');
    store.setReadReceipts(to, enabled);
  };

  const inbound = (from: string, body: string, name = 'Customer') => {
    if (!isPhoneNumber(from)) throw new StandinRequestError(`Not a phone number: ${from}`);
    if (body.trim() === '') throw new StandinRequestError('text must not be empty');
    const at = now();
    const waId = phoneDigits(from);
    const message: InboundMessage = {
      id: newMessageId(),
      from: `+${waId}`,
      text: body,
      receivedAt: at.toISOString(),
    };
    store.addInbound(message);
    const webhook = envelope({
      contacts: [{ profile: { name }, wa_id: waId }],
      messages: [{ from: waId, id: message.id, timestamp: nowSeconds(at), type: 'text', text: { body } }],
    });
    const delivery =
      callbackUrl === null ? null : webhooks.send(`inbound:${message.id}`, callbackUrl, webhook);
    return { message, delivery };
  };

  const verifyCallback = async ({ quiet = false }: { quiet?: boolean } = {}) => {
    if (callbackUrl === null) throw new StandinRequestError('No callback URL is configured');
    verification = await webhooks.verify(callbackUrl, verifyToken);
    if (!quiet || verification.ok) {
      options.log?.(
        `webhook verification ${verification.ok ? 'passed' : 'failed'} at ${callbackUrl} (${verification.status || verification.error})`,
      );
    }
    return verification;
  };

  /** The Cloud API's send: validation in Meta's order and with Meta's codes, then the answer and the statuses. */
  const handleSend = async ({ request, response, params }: Exchange) => {
    if (!hasBearerToken(request, accessToken)) {
      return sendGraphError(response, 401, {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
      });
    }
    if (params[1] !== phoneNumberId) {
      return sendGraphError(response, 400, {
        message: `Unsupported post request. Object with ID '${params[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        subcode: 33,
      });
    }
    const body = await readJsonObject(request);
    const invalid = (details: string) =>
      sendGraphError(response, 400, {
        message: '(#100) Invalid parameter',
        type: 'OAuthException',
        code: 100,
        details,
      });
    if (body.messaging_product !== 'whatsapp') {
      return invalid('The parameter messaging_product is required and must be "whatsapp".');
    }
    const to = text(body.to);
    if (!to || !isPhoneNumber(to))
      return invalid(`Invalid parameter "to": ${JSON.stringify(body.to ?? null)} is not a phone number.`);
    const type = body.type ?? 'text';
    let message: Omit<SentMessage, 'id' | 'status' | 'error' | 'statuses' | 'createdAt'>;
    const waId = phoneDigits(to);
    if (type === 'template') {
      const template = (body.template ?? {}) as Record<string, unknown>;
      const name = text(template.name);
      const language = text((template.language as Record<string, unknown> | undefined)?.code);
      if (!name) return invalid('The parameter template.name is required.');
      if (!language) return invalid('The parameter template.language.code is required.');
      const components = Array.isArray(template.components) ? template.components : [];
      const bodyComponent = components.find(
        (component) => (component as Record<string, unknown> | null)?.type === 'body',
      ) as Record<string, unknown> | undefined;
      const rawParameters = Array.isArray(bodyComponent?.parameters) ? bodyComponent.parameters : [];
      const parameters: string[] = [];
      for (const parameter of rawParameters) {
        const value = parameter as Record<string, unknown> | null;
        if (value?.type !== 'text' || typeof value.text !== 'string') {
          return invalid('Each body parameter must be { "type": "text", "text": "…" }.');
        }
        parameters.push(value.text);
      }
      let rendered;
      try {
        rendered = renderTemplate(templates, name, language, parameters);
      } catch (error) {
        if (!(error instanceof TemplateParameterError)) throw error;
        return sendGraphError(response, 400, {
          message: '(#132000) Number of parameters does not match the expected number of params',
          type: 'OAuthException',
          code: 132000,
          details: `body: number of localizable_params (${error.received}) does not match the expected number of params (${error.expected})`,
        });
      }
      message = {
        to: `+${waId}`,
        waId,
        type: 'template',
        templateName: name,
        language,
        parameters,
        text: rendered.text,
        templateKnown: rendered.known,
        link: firstLink(rendered.text),
      };
    } else if (type === 'text') {
      const bodyText = text((body.text as Record<string, unknown> | undefined)?.body);
      if (!bodyText || bodyText.trim() === '') return invalid('The parameter text.body is required.');
      message = {
        to: `+${waId}`,
        waId,
        type: 'text',
        templateName: null,
        language: null,
        parameters: [],
        text: bodyText,
        templateKnown: false,
        link: firstLink(bodyText),
      };
    } else {
      return invalid(
        `Message type ${JSON.stringify(type)} is not supported by the stand-in (template, text).`,
      );
    }

    if (!limit.take()) {
      return sendGraphError(response, 429, {
        message: '(#130429) Rate limit hit',
        type: 'OAuthException',
        code: 130429,
        details: 'Cloud API message throughput has been reached.',
      });
    }
    const failure = store.takeFailure(waId);
    if (failure?.stage === 'send') {
      return sendGraphError(response, httpStatusOf(failure.code), {
        message: `(#${failure.code}) ${failure.title}`,
        type: 'OAuthException',
        code: failure.code,
        details: `${failure.title} (simulated by the stand-in)`,
      });
    }
    const at = now();
    const sent: SentMessage = {
      ...message,
      id: newMessageId(),
      status: 'accepted',
      error: null,
      statuses: [{ status: 'accepted', at: at.toISOString() }],
      createdAt: at.toISOString(),
    };
    store.add(sent);
    options.log?.(`sent ${sent.type} ${sent.templateName ?? ''} to ${sent.to}: ${sent.id}`);
    scheduleStatuses(sent, failure ? { code: failure.code, title: failure.title } : null);
    sendJson(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: waId }],
      messages: [{ id: sent.id, ...(sent.type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
  };

  const routes: Route[] = [
    {
      method: 'GET',
      path: /^\/$/,
      handle: ({ response }) =>
        sendJson(response, 200, {
          service: 'Sumaa local WhatsApp Cloud API stand-in',
          send: `POST ${origin}/v21.0/${phoneNumberId}/messages`,
          phoneNumberId,
          callbackUrl,
          standin: {
            messages: `${origin}/__standin/messages?to=…`,
            inbound: `POST ${origin}/__standin/inbound`,
            failures: `POST ${origin}/__standin/failures`,
            readReceipts: `POST ${origin}/__standin/read-receipts`,
            verify: `POST ${origin}/__standin/verify`,
            webhooks: `${origin}/__standin/webhooks`,
            throughput: `${origin}/__standin/throughput`,
          },
        }),
    },
    { method: 'POST', path: /^\/v(\d+)\.0\/([^/]+)\/messages\/?$/, handle: handleSend },
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
      path: /^\/__standin\/inbound\/?$/,
      handle: ({ response }) => sendJson(response, 200, { messages: store.inboundMessages() }),
    },
    {
      method: 'POST',
      path: /^\/__standin\/inbound\/?$/,
      handle: async ({ request, response }) => {
        const body = await readJsonObject(request);
        const result = inbound(text(body.from) ?? '', text(body.text) ?? '', text(body.name));
        sendJson(response, 202, result);
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
      handle: async ({ request, response }) => {
        const body = await readJsonObject(request);
        const to = text(body.to) ?? '';
        failNext(to, {
          stage: body.stage as ArmedFailure['stage'] | undefined,
          code: body.code === undefined ? undefined : Number(body.code),
          title: text(body.title),
          remaining: body.times === undefined ? undefined : Number(body.times),
        });
        sendJson(response, 201, {
          to: `+${phoneDigits(to)}`,
          failure: store.armedFailures()[phoneDigits(to)],
        });
      },
    },
    {
      method: 'POST',
      path: /^\/__standin\/read-receipts\/?$/,
      handle: async ({ request, response }) => {
        const body = await readJsonObject(request);
        const to = text(body.to) ?? '';
        setReadReceipts(to, body.enabled as boolean);
        sendJson(response, 200, { to: `+${phoneDigits(to)}`, readReceipts: body.enabled });
      },
    },
    {
      method: 'POST',
      path: /^\/__standin\/verify\/?$/,
      handle: async ({ response }) => {
        const result = await verifyCallback();
        sendJson(response, result.ok ? 200 : 502, result);
      },
    },
    {
      method: 'GET',
      path: /^\/__standin\/throughput\/?$/,
      handle: ({ response }) => sendJson(response, 200, limit.figures()),
    },
    {
      method: 'GET',
      path: /^\/__standin\/webhooks\/?$/,
      handle: ({ response }) =>
        sendJson(response, 200, { verification, deliveries: [...webhooks.deliveries].reverse() }),
    },
  ];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://standin.local');
    options.log?.(`${request.method} ${url.pathname}`);
    const matching = routes.filter((route) => route.path.test(url.pathname));
    const route = matching.find((candidate) => candidate.method === request.method);
    if (!route) {
      if (matching.length > 0) return sendJson(response, 405, { error: 'Method not allowed' });
      return sendGraphError(response, 404, {
        message: `Unknown path components: ${url.pathname}`,
        type: 'OAuthException',
        code: 2500,
      });
    }
    const params = (route.path.exec(url.pathname) ?? []).slice(1);
    Promise.resolve(route.handle({ request, response, params, query: url.searchParams })).catch(
      (error: unknown) => {
        if (response.headersSent) return response.end();
        if (error instanceof BodyError || error instanceof StandinRequestError) {
          return sendGraphError(response, 400, {
            message: error.message,
            type: 'OAuthException',
            code: 100,
          });
        }
        options.log?.(`error: ${String(error)}`);
        sendGraphError(response, 500, {
          message: 'An unexpected error has occurred.',
          type: 'OAuthException',
          code: 1,
        });
      },
    );
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

  let verifyTimer: NodeJS.Timeout | undefined;
  if (options.verifyOnStart && callbackUrl !== null) {
    let attemptsLeft = options.verifyAttempts ?? 60;
    // The API usually comes up after the stand-in: only a pass, or the last failure, is worth a line.
    const tryVerify = () => {
      attemptsLeft -= 1;
      void verifyCallback({ quiet: attemptsLeft > 0 }).then((result) => {
        if (!result.ok && attemptsLeft > 0) verifyTimer = setTimeout(tryVerify, 2_000);
      });
    };
    tryVerify();
  }

  return {
    url: origin,
    port,
    apiBaseUrl: origin,
    accessToken,
    phoneNumberId,
    appSecret,
    verifyToken,
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
    setReadReceipts,
    verifyCallback,
    lastVerification: () => verification,
    webhooks: () => [...webhooks.deliveries],
    webhooksSettled: () => webhooks.settled(),
    throughput: () => limit.figures(),
    reset: () => {
      store.clear();
      limit.resetCounts();
    },
    stop: async () => {
      if (verifyTimer) clearTimeout(verifyTimer);
      webhooks.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
