// GET /api/review-requests?page&pageSize&status&channel: the requests, newest first.
import { callRoute } from '@sumaa/api-client';
import { listReviewRequestsEndpoint, type ReviewRequestHistoryQuery } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export function useReviewRequestHistoryQuery(query: ReviewRequestHistoryQuery) {
  return useQuery({
    queryKey: requestQueryKeys.history(query),
    queryFn: ({ signal }) => callRoute(listReviewRequestsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
