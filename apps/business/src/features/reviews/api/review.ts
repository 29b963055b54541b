// GET /api/Reviews/{id}: one review, for a details link (a notification) to a review that is not on the page.
// Read again while its reply is on its way to Google.
import { callRoute } from '@sumaa/api-client';
import { reviewEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { isReplyInFlight } from '../lib/reviewAbilities';
import { REPLY_POLL_INTERVAL_MS } from './reviewsList';
import { reviewQueryKeys } from './reviewQueryKeys';

export function useReviewQuery(id: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reviewQueryKeys.review(id ?? ''),
    queryFn: ({ signal }) => callRoute(reviewEndpoint, { params: { id: id! }, signal }),
    enabled: enabled && id !== null,
    refetchInterval: ({ state }) =>
      state.data && isReplyInFlight(state.data) ? REPLY_POLL_INTERVAL_MS : false,
  });
}
