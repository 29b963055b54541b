import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './createQueryClient';

export interface QueryProviderProps {
  /** What the app decides for its own queries (e.g. `staleTime`); the retry rule is the suite's. */
  queries?: Parameters<typeof createQueryClient>[0];
  children: ReactNode;
}

/**
 * The server-state cache around an area's pages. One client per mount, so a test (or a remounted remote)
 * starts with an empty cache; the options are read on the first render only.
 */
export function QueryProvider({ queries, children }: QueryProviderProps) {
  const [queryClient] = useState(() => createQueryClient(queries));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
