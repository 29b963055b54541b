// GET /api/Reviews: one page of the inbox. The previous page stays on screen while the next loads, so
// changing a filter never flashes an empty list; while a reply on the page is publishing or being deleted,
// the page is read again until it lands.
import { callRoute } from '@sumaa/api-client';
import { type ReviewListQuery, reviewsEndpoint } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isReplyInFlight } from '../lib/reviewAbilities';
import { reviewQueryKeys } from './reviewQueryKeys';

/** How often a page with a reply on its way to Google is read again. */
export const REPLY_POLL_INTERVAL_MS = 2500;

export function useReviewsQuery(query: ReviewListQuery) {
  return useQuery({
    queryKey: reviewQueryKeys.list(query),
    queryFn: ({ signal }) => callRoute(reviewsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) =>
      state.data?.items.some(isReplyInFlight) ? REPLY_POLL_INTERVAL_MS : false,
  });
}
