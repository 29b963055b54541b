import { callRoute } from '@sumaa/api-client';
import { systemOverviewEndpoint, type SystemCheckStatus } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

/** `down`: the API itself did not answer; otherwise the worst status of its checks. */
export type SystemHealth = 'checking' | 'down' | SystemCheckStatus;

/** How often the console asks for the checks: as the system page does, whose cache it shares. */
export const HEALTH_CHECK_INTERVAL_MS = 5_000;

/** The overview's query key (features/system/hooks/systemQueries.ts uses the same one). */
const OVERVIEW_KEY = ['admin-system', 'overview'] as const;

/**
 * The worst status of the system page's checks (database, jobs, mail, Google, payments, each micro-frontend),
 * so the sidebar badge tells the same truth as /admin/system. No answer at all is `down`.
 */
export function useSystemHealth(intervalMs: number = HEALTH_CHECK_INTERVAL_MS): SystemHealth {
  const query = useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: ({ signal }) => callRoute(systemOverviewEndpoint, { signal }),
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
    retry: false,
  });
  if (query.isError) return 'down';
  return query.data?.status ?? 'checking';
}
