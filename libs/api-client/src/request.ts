// Envelope unwrapping: a call either returns the envelope's model or throws an ApiError.
import type { Envelope } from '@sumaa/contracts';
import { type Options, TimeoutError } from 'ky';
import { ApiError, readEnvelope } from './ApiError';
import { type ApiRequestContext, http } from './http';

export interface ApiRequestOptions extends Omit<ApiRequestContext, 'retriedAfterRefresh'> {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  json?: unknown;
  body?: FormData | URLSearchParams | Blob | string;
  searchParams?: Options['searchParams'];
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number | false;
}

/** The raw reply through the configured client; network failures become ApiError with status 0. */
export async function send(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const {
    method = 'get',
    skipAuth,
    optionalAuth,
    silentSessionExpiry,
    finalUnauthorizedCodes,
    ...kyOptions
  } = options;
  const client = http(); // throws 'API Base URL is not set' before anything is sent
  try {
    return await client(path.replace(/^\/+/, ''), {
      ...kyOptions,
      method,
      context: { skipAuth, optionalAuth, silentSessionExpiry, finalUnauthorizedCodes },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && error.name === 'AbortError' && options.signal?.aborted) throw error;
    if (error instanceof TimeoutError || error instanceof TypeError)
      throw new ApiError({ status: 0, cause: error });
    throw error;
  }
}

/** The whole envelope of a successful reply; throws ApiError when the status is not ok or `success` is false. */
export async function requestEnvelope<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<Envelope<T> | null> {
  const response = await send(path, options);
  const envelope = await readEnvelope<T>(response);
  if (!response.ok || envelope?.success === false) {
    throw new ApiError({
      status: response.status,
      message: envelope?.message,
      errors: envelope?.errors,
      model: envelope?.model,
    });
  }
  return envelope;
}

/** The envelope's `model` (undefined for an empty reply); throws ApiError on failure. */
export async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<T>(path, options);
  return (envelope?.model ?? undefined) as T;
}
