// GET /api/reports/{businessId}/growth?days (spec §7): the last `days` days against the `days` before.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryKeys } from './overviewQueryKeys';

export function useGrowthQuery(businessId: string | null, days: number) {
  return useQuery({
    queryKey: overviewQueryKeys.growth(businessId, days),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.growth, {
        params: { businessId: businessId ?? '' },
        query: { days },
        signal,
      }),
    // The path names the business: without one there is nothing to ask.
    enabled: businessId !== null,
  });
}
