// GET /api/reports/performance/summary?businessId (spec §7): every review of the business, all time.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryKeys } from './overviewQueryKeys';

export function usePerformanceSummaryQuery(businessId: string | null) {
  return useQuery({
    queryKey: overviewQueryKeys.summary(businessId),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.performanceSummary, {
        query: { businessId: businessId ?? undefined },
        signal,
      }),
  });
}
