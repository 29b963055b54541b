import { ApiError } from '@sumaa/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * Only failures that may pass on by themselves are retried, once: no answer (offline, timeout) and server
 * errors. A 4xx (Google not connected, nothing linked) says the same thing again, so it shows at once.
 */
function isWorthRetrying(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createOnboardingQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The wizard's data belongs to one moment of the setup: nothing is refetched behind the user's back on
      // focus, except what a step polls on purpose.
      queries: { retry: isWorthRetrying, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The wizard's server-state cache. One client per mount, so a test (or a remounted remote) starts empty. */
export function OnboardingProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createOnboardingQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
