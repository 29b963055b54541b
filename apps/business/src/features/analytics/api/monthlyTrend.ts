// GET /api/Reports/monthly/entiment?months&businessId (spec §7, its spelling): reviews and average stars of each
// of the last `months` calendar months, oldest first.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsQueryKeys } from './analyticsQueryKeys';

/** `today`: the business's, null while unknown; the report is asked again when it turns. */
export function useMonthlyTrendQuery(businessId: string | null, months: number, today: string | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.monthlyTrend(businessId, months, today),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.monthlySentiment, {
        query: { months, businessId: businessId ?? undefined },
        signal,
      }),
    enabled: today !== null,
    placeholderData: keepPreviousData,
  });
}
