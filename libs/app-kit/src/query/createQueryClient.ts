import { ApiError } from '@sumaa/api-client';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** How often a failed query is tried again by itself. */
const MAX_AUTOMATIC_RETRIES = 1;

/**
 * The one retry rule of every app: only failures that may pass on by themselves are retried, once — no answer
 * (offline, timeout) and server errors. A 4xx says the same thing again and a 429 asks us to wait, so those
 * show at once with their own retry button.
 */
export function isWorthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_AUTOMATIC_RETRIES) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

type QueryDefaults = NonNullable<NonNullable<QueryClientConfig['defaultOptions']>['queries']>;

/**
 * A server-state cache with the suite's retry rule; mutations are never retried by themselves (a second
 * submit could act twice). `queries` adds what an app decides for itself (how long its data stays fresh).
 */
export function createQueryClient(queries: Omit<QueryDefaults, 'retry'> = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queries, retry: isWorthRetrying },
      mutations: { retry: false },
    },
  });
}
