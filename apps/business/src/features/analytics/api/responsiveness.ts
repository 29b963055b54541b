// GET /api/reports/{businessId}/responsiveness?startDate&endDate (issue 11): response rate and median response
// time of the period's reviews, overall, by location and by team member.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeriodDays } from '../hooks/useAnalyticsDays';
import { analyticsQueryKeys } from './analyticsQueryKeys';

export function useResponsivenessQuery(businessId: string | null, days: PeriodDays | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.responsiveness(businessId, days),
    queryFn: ({ signal }) =>
      callRoute(reportEndpoints.responsiveness, {
        params: { businessId: businessId ?? '' },
        query: { startDate: days?.startDate, endDate: days?.endDate },
        signal,
      }),
    enabled: businessId !== null && days !== null,
    placeholderData: keepPreviousData,
  });
}
