// The server-state cache of a remote's area, made before the area renders so its first data can be asked for
// while the route's code still arrives (issue 25, "Cut the waterfall": the remote entry's `prefetch`, called by the
// shell as soon as the entry is loaded). The area's QueryProvider uses this same client, so the page's queries
// find the prefetched answers under their keys instead of asking again. One per remote and signed-in user: another
// user gets a new, empty cache.
import { useAuthStore } from '@sumaa/api-client';
import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createQueryClient } from './createQueryClient';

const clients = new Map<string, { userId: string | null; client: QueryClient }>();

/**
 * How long a prefetched answer counts as the page's own first read. With the suite's staleTime of 0 a page that
 * mounts after the prefetch has landed would read it again at once; within this time it takes the answer as it is.
 */
export const PREFETCH_FRESH_MS = 10_000;

/** Per client: the time each prefetched query's answer was stored (its `dataUpdatedAt`), by query hash. */
const prefetchedAnswers = new WeakMap<QueryClient, Map<string, number>>();

function isFreshPrefetch(client: QueryClient, query: Query): boolean {
  const storedAt = prefetchedAnswers.get(client)?.get(query.queryHash);
  // An answer invalidated since (a change the page made, e.g. a send) is read again whatever its age.
  return (
    !query.state.isInvalidated &&
    storedAt !== undefined &&
    storedAt === query.state.dataUpdatedAt &&
    Date.now() - storedAt < PREFETCH_FRESH_MS
  );
}

function createAreaClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    // Every other read keeps the suite's rule (stale at once, read again on mount).
    refetchOnMount: (query) => !isFreshPrefetch(client, query as Query),
  });
  prefetchedAnswers.set(client, new Map());
  return client;
}

/**
 * Starts a page's query ahead of its page, under the page's own key and with its own fetcher; the page's first
 * mount then uses the answer (or joins the request still under way) instead of asking again.
 */
export async function prefetchForPage<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  await client.prefetchQuery(options);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query?.state.status === 'success')
    prefetchedAnswers.get(client)?.set(query.queryHash, query.state.dataUpdatedAt);
}

/** The area's client for whoever is signed in now (a new one when the user changed). */
export function areaQueryClient(namespace: string): QueryClient {
  const userId = useAuthStore.getState().user?.id ?? null;
  const kept = clients.get(namespace);
  if (kept && kept.userId === userId) return kept.client;
  kept?.client.clear();
  const client = createAreaClient();
  clients.set(namespace, { userId, client });
  return client;
}

/** The address the area is about to show, below where the shell mounts it: `reviews` and `?stars=FIVE`. */
export interface PrefetchAddress {
  /** The first path segment below the area's base path, lower case ('' for the area's root). */
  page: string;
  params: URLSearchParams;
}

/** What a remote starts for the address it is about to show: its first queries, with the area's client. */
export type RoutePrefetch = (address: PrefetchAddress, queryClient: QueryClient) => void;

/** `/customer/Reviews?page=2` under `/customer` → `{ page: 'reviews', params: page=2 }`; null outside it. */
export function prefetchAddressOf(path: string, basePath: string): PrefetchAddress | null {
  const url = new URL(path, 'http://area.invalid');
  const base = basePath.replace(/\/+$/, '').toLowerCase();
  const pathname = url.pathname.toLowerCase();
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return { page: pathname.slice(base.length).split('/')[1] ?? '', params: url.searchParams };
}

/**
 * The remote entry's `prefetch(path, basePath)`, which the shell calls once the entry is loaded and the session
 * confirmed, while the route's code still arrives. Only for a signed-in user; a prefetch that throws costs nothing
 * but its own requests.
 */
export function createRoutePrefetch(
  namespace: string,
  prefetchRoute: RoutePrefetch,
): (path: string, basePath: string) => void {
  return (path, basePath) => {
    if (!useAuthStore.getState().isAuthenticated) return;
    const address = prefetchAddressOf(path, basePath);
    if (!address) return;
    try {
      prefetchRoute(address, areaQueryClient(namespace));
    } catch (error) {
      console.warn(`[${namespace}] prefetch`, error);
    }
  };
}

const AreaQueryClientContext = createContext<QueryClient | null>(null);

/** Hands the area's client to the QueryProvider inside the remote's routes (createRemoteEntry). */
export function AreaQueryClientScope({ namespace, children }: { namespace: string; children: ReactNode }) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new user is a new cache
  const client = useMemo(() => areaQueryClient(namespace), [namespace, userId]);
  return <AreaQueryClientContext.Provider value={client}>{children}</AreaQueryClientContext.Provider>;
}

/** The area's client when the routes run inside the shell's remote entry; null in tests and standalone. */
export function useAreaQueryClient(): QueryClient | null {
  return useContext(AreaQueryClientContext);
}
