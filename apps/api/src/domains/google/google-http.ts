// The one HTTP path to Google: Node's own fetch (no SDK), a timeout per attempt, bounded retries with
// exponential backoff and jitter, Retry-After honoured (seconds or HTTP date), and every failure mapped
// to GoogleApiError. Retried: network errors, timeouts, 429, 500, 502, 503, 504. Never retried here: 401
// (the caller refreshes the token once), other 4xx.
import { GoogleApiError } from './errors';
import { retryAfterMs } from './retry-after';

export interface GoogleHttpOptions {
  timeoutMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Longest wait between attempts; a longer Retry-After fails the call at once (retryable). */
  maxRetryDelayMs: number;
  log?: { warn(details: object, message: string): void };
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface GoogleRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** What the call does, for logs and error messages (never a token). */
  operation: string;
  accessToken?: string;
  /** More request headers (the Places API's key and field mask); never logged. */
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

export interface GoogleHttp {
  send<T = unknown>(request: GoogleRequest): Promise<T>;
}

const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parseBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Google's JSON errors ({ error: { code, message, status } }) and OAuth's ({ error, error_description }). */
function describeFailure(body: unknown): { googleStatus: string | null; detail: string } {
  if (typeof body !== 'object' || body === null) return { googleStatus: null, detail: '' };
  const error = (body as { error?: unknown; error_description?: unknown }).error;
  if (typeof error === 'string') {
    const description = (body as { error_description?: unknown }).error_description;
    return { googleStatus: error, detail: typeof description === 'string' ? description : '' };
  }
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return {
      googleStatus: typeof status === 'string' ? status : null,
      detail: typeof message === 'string' ? message : '',
    };
  }
  return { googleStatus: null, detail: '' };
}

/** By name: the DOMException fetch rejects with may come from another realm (jest), so no instanceof. */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

export function createGoogleHttp(options: GoogleHttpOptions): GoogleHttp {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = Math.max(1, options.maxAttempts);

  /** Exponential with jitter (50–100 % of the step), so clients that failed together do not return together. */
  const backoffMs = (attempt: number) =>
    Math.min(options.maxRetryDelayMs, options.retryBaseMs * 2 ** (attempt - 1)) * (0.5 + random() / 2);

  async function attempt(request: GoogleRequest): Promise<{ response: Response; text: string }> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    let body: string | undefined;
    if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    // The signal also bounds reading the body: a server that stalls mid-answer times out too.
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    return { response, text: await response.text() };
  }

  return {
    async send<T>(request: GoogleRequest): Promise<T> {
      for (let attemptNumber = 1; ; attemptNumber += 1) {
        const last = attemptNumber >= maxAttempts;
        let failure: GoogleApiError;
        try {
          const { response, text } = await attempt(request);
          const body = parseBody(text);
          if (response.ok) {
            if (body === null) {
              throw new GoogleApiError(
                `${request.operation}: Google answered something other than JSON`,
                response.status,
                null,
                false,
              );
            }
            return body as T;
          }
          const { googleStatus, detail } = describeFailure(body);
          failure = new GoogleApiError(
            `${request.operation}: HTTP ${response.status}${googleStatus ? ` ${googleStatus}` : ''}${detail ? `: ${detail}` : ''}`,
            response.status,
            googleStatus,
            RETRYABLE_STATUSES.has(response.status),
            retryAfterMs(response.headers.get('retry-after')),
          );
        } catch (error) {
          if (error instanceof GoogleApiError) throw error;
          const timedOut = isTimeout(error);
          failure = new GoogleApiError(
            `${request.operation}: ${timedOut ? `no answer within ${options.timeoutMs} ms` : `network error (${String((error as { message?: unknown } | null)?.message ?? error)})`}`,
            0,
            timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
            true,
          );
        }

        if (!failure.retryable || last) throw failure;
        if (failure.retryAfterMs !== null && failure.retryAfterMs > options.maxRetryDelayMs) throw failure;
        const waitMs = failure.retryAfterMs ?? backoffMs(attemptNumber);
        options.log?.warn(
          {
            operation: request.operation,
            status: failure.status,
            googleStatus: failure.googleStatus,
            attempt: attemptNumber,
            waitMs: Math.round(waitMs),
          },
          'Google call failed; retrying',
        );
        await sleep(waitMs);
      }
    },
  };
}
