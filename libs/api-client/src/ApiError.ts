// Every failed call surfaces as one error type carrying the envelope's parts, so screens can show the server's
// message, put field errors under their fields, or fall back to their own text.
import { type Envelope, translateMessage } from '@sumaa/contracts';
import { commonAr, commonEn, getLanguage } from '@sumaa/i18n';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network down, timeout, CORS). */
  status: number;
  /** The envelope's message, or the client's own for a check made before sending. */
  message?: string | null;
  errors?: FieldErrors | null;
  model?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | null;
  readonly model: unknown;
  /** The message as given (by the server's envelope, or by a client check); null when there was none. */
  readonly serverMessage: string | null;

  constructor({ status, message, errors = null, model = null, cause }: ApiErrorInit) {
    const given = message?.trim() ? message : null;
    // `message` is always readable text: the given message, else the field errors, else what the status means.
    super(given ?? (joinFieldErrors(errors) || describeStatus(status)), { cause });
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.model = model;
    this.serverMessage = given;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** All field messages, de-duplicated, one per line. */
export function joinFieldErrors(errors: FieldErrors | null | undefined): string {
  if (!errors) return '';
  const lines = Object.values(errors)
    .flat()
    .filter((line) => typeof line === 'string' && line.trim() !== '');
  return [...new Set(lines)].join('\n');
}

function commonText(key: 'genericError' | 'networkError'): string {
  return (getLanguage() === 'ar' ? commonAr : commonEn)[key];
}

/** What a status means to a reader, in the current language, for replies that carry no message. */
function describeStatus(status: number): string {
  const language = getLanguage();
  if (status === 0) return commonText('networkError');
  if (status >= 500) return translateMessage('serverError', language);
  const codes: Record<number, string> = {
    401: 'tokenInvalid',
    403: 'forbidden',
    404: 'notFound',
    413: 'payloadTooLarge',
    415: 'unsupportedMediaType',
    429: 'tooManyRequests',
  };
  return codes[status] ? translateMessage(codes[status], language) : commonText('genericError');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Text for an error banner (spec §8): the response's message, else its joined field errors, else the error's
 * own text, else `fallback` (default: the generic error text in the current language).
 * Accepts an ApiError, any Error, a string, or an envelope-shaped object.
 */
export function extractErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    const joined = joinFieldErrors(error.errors);
    if (joined) return joined;
  } else if (isRecord(error) && !(error instanceof Error)) {
    if (typeof error.message === 'string' && error.message.trim()) return error.message;
    const joined = isRecord(error.errors) ? joinFieldErrors(error.errors as FieldErrors) : '';
    if (joined) return joined;
  }
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (text.trim()) return text;
  return fallback ?? commonText('genericError');
}

/** The reply's envelope, or null when the body is empty or not an envelope (an HTML error page, a 204). */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  let parsed: unknown;
  try {
    const text = await response.text();
    if (text.trim() === '') return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.success !== 'boolean') return null;
  return {
    success: parsed.success,
    message: typeof parsed.message === 'string' ? parsed.message : null,
    errors: isRecord(parsed.errors) ? (parsed.errors as FieldErrors) : null,
    model: (parsed.model ?? null) as T | null,
  };
}
