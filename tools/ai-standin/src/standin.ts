// startAiStandin: an OpenAI-compatible chat-completions server on one origin with node:http — `POST
// /v1/chat/completions` (the bearer key checked when the stand-in has one, OpenAI's error shape for a bad body),
// `GET /v1/models`, and an inspection path (/__standin) that lists every request it received, so a test can prove
// what reached "the model". Deterministic and offline: the reply is written from the prompt (reply-writer.ts).
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { approximateTokens, writeReply, type PromptMessage } from './reply-writer';

export const DEFAULT_PORT = 4700;
/** The model name it answers as by default: it says it is a stand-in wherever the name shows. */
export const DEFAULT_MODEL = 'sumaa-local-standin';
const BODY_LIMIT_BYTES = 1024 * 1024;
const ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];

export interface AiStandinOptions {
  port?: number;
  host?: string;
  publicUrl?: string;
  /** The one bearer key it accepts; null or undefined: any request, with or without a key. */
  apiKey?: string | null;
  /** The model it lists in /v1/models (any model asked for is answered, under the name asked for). */
  model?: string;
  /** Whether replies end with a line saying they come from the stand-in (default true). */
  label?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
}

/** One request to /v1/chat/completions as it arrived, and what the stand-in answered. */
export interface RecordedRequest {
  id: string;
  receivedAt: string;
  method: string;
  path: string;
  /** Whether it carried an Authorization header (its value is never recorded). */
  hadAuthorization: boolean;
  /** The JSON body as sent; the raw text when it was not JSON. */
  body: unknown;
  status: number;
}

/** A failure armed for the next completions (POST /__standin/failures). */
export interface ArmedFailure {
  status: number;
  message: string;
  remaining: number;
  /** How long it waits before answering (a slow or stalled endpoint, for a caller's timeout). */
  delayMs: number;
}

export interface AiStandin {
  url: string;
  port: number;
  /** The API's AI_CHAT_COMPLETIONS_URL. */
  chatCompletionsUrl: string;
  model: string;
  apiKey: string | null;
  /** Every request to the completions path, oldest first. */
  requests(): RecordedRequest[];
  clearRequests(): void;
  /** The next `times` completions answer `status` in OpenAI's error shape (500 by default), after `delayMs`. */
  failNext(failure?: { status?: number; message?: string; times?: number; delayMs?: number }): void;
  stop(): Promise<void>;
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param: string | null = null,
    readonly code: string | null = null,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new RequestError(413, 'Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
function sendError(response: ServerResponse, error: RequestError) {
  sendJson(
    response,
    error.status,
    { error: { message: error.message, type: error.type, param: error.param, code: error.code } },
    error.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  );
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A message's text: a string, or OpenAI's array of content parts (their text parts joined). */
function contentOf(content: unknown, index: number): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
  if (Array.isArray(content)) {
    return content
      .map((part, partIndex) => {
        const text = (part as { type?: unknown; text?: unknown } | null)?.text;
        if ((part as { type?: unknown } | null)?.type !== 'text' || typeof text !== 'string') {
          throw new RequestError(
            400,
            `Invalid content part: only text parts are supported by the stand-in.`,
            `messages[${index}].content[${partIndex}]`,
            'invalid_value',
          );
        }
        return text;
      })
      .join('\n');
  }
  throw new RequestError(
    400,
    `Invalid type for 'messages[${index}].content': expected a string or an array of content parts.`,
    `messages[${index}].content`,
    'invalid_type',
  );
}

/** The request's model and messages, checked as OpenAI checks them. */
function parseCompletionRequest(text: string): {
  model: string;
  messages: PromptMessage[];
  maxTokens: number | null;
} {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestError(
      400,
      'We could not parse the JSON body of your request. (HINT: This likely means you aren’t using your HTTP library correctly. The OpenAI API expects a JSON payload.)',
    );
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RequestError(400, 'The request body must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  if (typeof fields.model !== 'string' || fields.model.trim() === '') {
    throw new RequestError(400, 'you must provide a model parameter', 'model');
  }
  if (!Array.isArray(fields.messages)) {
    throw new RequestError(
      400,
      "Missing required parameter: 'messages'.",
      'messages',
      'missing_required_parameter',
    );
  }
  if (fields.messages.length === 0) {
    throw new RequestError(
      400,
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      'messages',
      'empty_array',
    );
  }
  if (fields.stream === true) {
    throw new RequestError(
      400,
      'The stand-in does not stream: send stream false or leave it out.',
      'stream',
      'unsupported_value',
    );
  }
  const maxTokens = fields.max_tokens ?? fields.max_completion_tokens ?? null;
  if (maxTokens !== null && (!Number.isInteger(maxTokens) || (maxTokens as number) < 1)) {
    throw new RequestError(
      400,
      `Invalid 'max_tokens': expected an integer of at least 1.`,
      'max_tokens',
      'invalid_value',
    );
  }
  const messages = fields.messages.map((message: unknown, index: number): PromptMessage => {
    const role = (message as { role?: unknown } | null)?.role;
    if (typeof role !== 'string' || !ROLES.includes(role)) {
      throw new RequestError(
        400,
        `Invalid value: '${String(role)}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`,
        `messages[${index}].role`,
        'invalid_value',
      );
    }
    return { role, content: contentOf((message as { content?: unknown }).content, index) };
  });
  return { model: fields.model, messages, maxTokens: maxTokens as number | null };
}

export async function startAiStandin(options: AiStandinOptions = {}): Promise<AiStandin> {
  const now = options.now ?? (() => new Date());
  const apiKey = options.apiKey ?? null;
  const model = options.model ?? DEFAULT_MODEL;
  const recorded: RecordedRequest[] = [];
  let failure: ArmedFailure | null = null;
  let origin = options.publicUrl?.replace(/\/+$/, '') ?? '';

  const checkKey = (request: IncomingMessage) => {
    if (apiKey === null) return;
    const header = request.headers.authorization ?? '';
    if (!header) {
      throw new RequestError(
        401,
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      );
    }
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
    if (!sameSecret(given, apiKey)) {
      const shown = given.length > 8 ? `${given.slice(0, 3)}…${given.slice(-4)}` : '…';
      throw new RequestError(401, `Incorrect API key provided: ${shown}.`, null, 'invalid_api_key');
    }
  };

  const completions = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // recorded as the text it was
    }
    const entry: RecordedRequest = {
      id: randomUUID(),
      receivedAt: now().toISOString(),
      method: request.method ?? 'POST',
      path,
      hadAuthorization: Boolean(request.headers.authorization),
      body,
      status: 200,
    };
    recorded.push(entry);
    try {
      checkKey(request);
      const parsed = parseCompletionRequest(text);
      if (failure) {
        const armed = failure;
        armed.remaining -= 1;
        if (armed.remaining <= 0) failure = null;
        if (armed.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, armed.delayMs));
        throw new RequestError(
          armed.status,
          armed.message,
          null,
          null,
          armed.status >= 500 ? 'server_error' : 'invalid_request_error',
        );
      }
      const reply = writeReply(parsed.messages, { label: options.label });
      let content = reply.content;
      let finishReason = 'stop';
      if (parsed.maxTokens !== null && approximateTokens(content) > parsed.maxTokens) {
        content = [...content].slice(0, parsed.maxTokens * 4).join('');
        finishReason = 'length';
      }
      const promptTokens = approximateTokens(parsed.messages.map((message) => message.content).join('\n'));
      const completionTokens = approximateTokens(content);
      options.log?.(
        `completion for ${parsed.model}: ${reply.language}, ${reply.tone}, ${completionTokens} tokens`,
      );
      sendJson(response, 200, {
        id: `chatcmpl-standin-${entry.id.replace(/-/g, '').slice(0, 24)}`,
        object: 'chat.completion',
        created: Math.floor(now().getTime() / 1000),
        model: parsed.model,
        system_fingerprint: 'sumaa-ai-standin',
        choices: [
          { index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: finishReason },
        ],
        // Approximate, as the stand-in has no tokenizer: about four characters a token.
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      });
    } catch (error) {
      if (error instanceof RequestError) entry.status = error.status;
      throw error;
    }
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://standin.local');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    options.log?.(`${request.method} ${path}`);
    const handle = async () => {
      if (path === '/' && request.method === 'GET') {
        return sendJson(response, 200, {
          service: 'Sumaa local AI stand-in (OpenAI-compatible chat completions)',
          note: 'A stand-in for development and tests: replies are written from the prompt, no model runs.',
          chatCompletions: `POST ${origin}/v1/chat/completions`,
          model,
          apiKeyRequired: apiKey !== null,
          standin: {
            requests: `${origin}/__standin/requests`,
            failures: `POST ${origin}/__standin/failures`,
          },
        });
      }
      if (/^(?:\/v1)?\/chat\/completions$/.test(path)) {
        if (request.method !== 'POST') {
          throw new RequestError(405, `Method ${request.method} not allowed: use POST.`);
        }
        return completions(request, response, path);
      }
      if (/^(?:\/v1)?\/models$/.test(path) && request.method === 'GET') {
        checkKey(request);
        return sendJson(response, 200, {
          object: 'list',
          data: [{ id: model, object: 'model', created: 0, owned_by: 'sumaa-standin' }],
        });
      }
      if (path === '/__standin/requests' && request.method === 'GET') {
        return sendJson(response, 200, { requests: recorded });
      }
      if (path === '/__standin/requests' && request.method === 'DELETE') {
        recorded.length = 0;
        response.writeHead(204).end();
        return;
      }
      if (path === '/__standin/failures' && request.method === 'POST') {
        const text = await readBody(request);
        let body: Record<string, unknown> = {};
        try {
          body = text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          throw new RequestError(400, 'The body must be JSON: { status?, message?, times? }.');
        }
        armFailure({
          status: body.status === undefined ? undefined : Number(body.status),
          message: typeof body.message === 'string' ? body.message : undefined,
          times: body.times === undefined ? undefined : Number(body.times),
          delayMs: body.delayMs === undefined ? undefined : Number(body.delayMs),
        });
        return sendJson(response, 201, { failure });
      }
      throw new RequestError(404, `Invalid URL (${request.method} ${url.pathname})`);
    };
    handle().catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof RequestError) return sendError(response, error);
      options.log?.(`error: ${String(error)}`);
      sendError(response, new RequestError(500, 'The stand-in failed.', null, null, 'server_error'));
    });
  });

  const armFailure = (
    armed: { status?: number; message?: string; times?: number; delayMs?: number } = {},
  ) => {
    const status = armed.status ?? 500;
    const times = armed.times ?? 1;
    const delayMs = armed.delayMs ?? 0;
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 600_000) {
      throw new RequestError(400, 'delayMs must be a whole number of milliseconds up to 600000.', 'delayMs');
    }
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RequestError(400, 'status must be an HTTP error status (400–599).', 'status');
    }
    if (!Number.isInteger(times) || times < 1)
      throw new RequestError(400, 'times must be at least 1.', 'times');
    failure = {
      status,
      message: armed.message ?? 'The server had an error while processing your request.',
      remaining: times,
      delayMs,
    };
  };

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
    chatCompletionsUrl: `${origin}/v1/chat/completions`,
    model,
    apiKey,
    requests: () => recorded.map((entry) => ({ ...entry })),
    clearRequests: () => {
      recorded.length = 0;
    },
    failNext: armFailure,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
