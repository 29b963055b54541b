// GET /api/Reports/sentiment?weeks&businessId (spec §7): the positive, neutral and negative shares of each of
// the last `weeks` weeks, oldest first.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsQueryKeys } from './analyticsQueryKeys';

/** `today`: the business's, null while unknown; the report is asked again when it turns. */
export function useWeeklySentimentQuery(businessId: string | null, weeks: number, today: string | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.weeklySentiment(businessId, weeks, today),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.weeklySentiment, {
        query: { weeks, businessId: businessId ?? undefined },
        signal,
      }),
    enabled: today !== null,
    placeholderData: keepPreviousData,
  });
}
