// GET /api/reports/{businessId}/growth?days (spec §7): the period's reviews against as many days before it.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsQueryKeys } from './analyticsQueryKeys';

/** `today`: the business's, null while unknown; the report is asked again when it turns. */
export function usePeriodGrowthQuery(businessId: string | null, days: number, today: string | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.growth(businessId, days, today),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.growth, {
        params: { businessId: businessId ?? '' },
        query: { days },
        signal,
      }),
    // The path names the business: without one there is nothing to ask.
    enabled: businessId !== null && today !== null,
    placeholderData: keepPreviousData,
  });
}
