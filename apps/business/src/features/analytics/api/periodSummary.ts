// GET /api/reports/performance/summary?startDate&endDate&businessId (spec §7): the period's reviews — total,
// average, sentiments, stars and response rate.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeriodDays } from '../hooks/useAnalyticsDays';
import { analyticsQueryKeys } from './analyticsQueryKeys';

export function usePeriodSummaryQuery(businessId: string | null, days: PeriodDays | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.summary(businessId, days),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.performanceSummary, {
        query: { startDate: days?.startDate, endDate: days?.endDate, businessId: businessId ?? undefined },
        signal,
      }),
    // The days are known once the business's time zone is.
    enabled: days !== null,
    // A new period keeps the figures in view (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}
