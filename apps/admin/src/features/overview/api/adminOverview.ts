// GET /api/admin/overview?period=30d: the console's KPIs, six months of performance, alerts and top subscribers.
import { callRoute } from '@sumaa/api-client';
import { adminOverviewEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export function useAdminOverviewQuery() {
  return useQuery({
    queryKey: ['admin-overview', '30d'],
    queryFn: ({ signal }) => callRoute(adminOverviewEndpoint, { query: { period: '30d' }, signal }),
  });
}
