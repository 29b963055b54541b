import { ApiError } from '@sumaa/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

const MAX_AUTOMATIC_RETRIES = 1;

/**
 * Only failures that may pass on by themselves are retried: no answer (offline, timeout) and server errors.
 * A 4xx says the same thing again, and a 429 asks us to wait, so those show at once with their own retry.
 */
function isWorthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_AUTOMATIC_RETRIES) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createPublicSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The public data (plans, the launch date) changes rarely: no refetch on every focus or mount.
        staleTime: 5 * 60_000,
        retry: isWorthRetrying,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * What the public site's pages need around them that the shell does not give every remote: the server-state
 * cache. One client per mount, so a test (or a remounted remote) starts with an empty cache.
 */
export function PublicSiteProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createPublicSiteQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
