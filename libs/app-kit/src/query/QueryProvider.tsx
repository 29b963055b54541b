import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useAreaQueryClient } from './areaQueryClient';
import { createQueryClient } from './createQueryClient';

export interface QueryProviderProps {
  /**
   * What the app decides for its own queries (e.g. `staleTime`); the retry rule is the suite's. An area that sets
   * them keeps a client of its own per mount (its remote entry does not prefetch).
   */
  queries?: Parameters<typeof createQueryClient>[0];
  children: ReactNode;
}

/**
 * The server-state cache around an area's pages. Inside a remote entry it is the area's client
 * (areaQueryClient.tsx), which the entry's prefetch may already be filling; elsewhere (a test, a standalone
 * remote) one client per mount, so each starts with an empty cache. The options are read on the first render only.
 */
export function QueryProvider({ queries, children }: QueryProviderProps) {
  const areaClient = useAreaQueryClient();
  const [queryClient] = useState(() => (areaClient && !queries ? areaClient : createQueryClient(queries)));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
