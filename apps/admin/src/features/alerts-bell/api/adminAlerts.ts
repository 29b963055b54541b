// GET /api/admin/alerts: the overview's alerts (the same query on the server) for the header's bell.
import { callRoute } from '@sumaa/api-client';
import { adminAlertsEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * Each read is written to the platform's audit log, so the bell asks every few minutes and when it is opened
 * (a read older than STALE_MS), not every few seconds as the system checks do.
 */
const REFRESH_MS = 5 * 60_000;
const STALE_MS = 30_000;

export function useAdminAlertsQuery() {
  return useQuery({
    queryKey: ['admin-alerts'],
    queryFn: ({ signal }) => callRoute(adminAlertsEndpoint, { signal }),
    refetchInterval: REFRESH_MS,
    staleTime: STALE_MS,
  });
}
