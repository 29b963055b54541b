// GET /api/reports/performance/summary (spec §7): the business's real figures for the four summary cards.
import { callRoute } from '@sumaa/api-client';
import { performanceSummaryEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';

export function useReviewSummaryQuery() {
  return useQuery({
    queryKey: reviewQueryKeys.summary,
    queryFn: ({ signal }) => callRoute(performanceSummaryEndpoint, { signal }),
  });
}
