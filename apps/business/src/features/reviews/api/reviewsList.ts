// GET /api/Reviews: one page of the inbox. The previous page stays on screen while the next loads, so
// changing a filter never flashes an empty list; while a reply on the page is publishing or being deleted,
// the page is read again until it lands.
import { callRoute } from '@sumaa/api-client';
import { type InboxReview, type ReviewListQuery, reviewsEndpoint } from '@sumaa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isReplyInFlight } from '../lib/reviewAbilities';
import { reviewQueryKeys } from './reviewQueryKeys';

/** How often a page with a reply on its way to Google is read again, at first. */
export const REPLY_POLL_INTERVAL_MS = 2500;
/** A reply the server is retrying (Google busy) is read less often, at most this far apart. */
const REPLY_POLL_MAX_INTERVAL_MS = 30_000;

/** The wait before reading again: longer as the server's attempts at publishing grow; false with none in flight. */
export function replyPollInterval(items: readonly InboxReview[] | undefined): number | false {
  const inFlight = items?.filter(isReplyInFlight) ?? [];
  if (inFlight.length === 0) return false;
  const attempts = Math.min(...inFlight.map((review) => review.replyState?.attempts ?? 0));
  return Math.min(REPLY_POLL_INTERVAL_MS * 2 ** attempts, REPLY_POLL_MAX_INTERVAL_MS);
}

export function useReviewsQuery(query: ReviewListQuery) {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: reviewQueryKeys.list(query),
    queryFn: ({ signal }) => callRoute(reviewsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => replyPollInterval(state.data?.items),
  });
  // The figures count replies Google holds: when one lands (published or deleted), they change.
  const inFlight = useRef(new Set<string>());
  const items = result.data?.items;
  useEffect(() => {
    if (!items) return;
    const now = new Set(items.filter(isReplyInFlight).map((review) => review.id));
    const landed = [...inFlight.current].some(
      (id) => !now.has(id) && items.some((review) => review.id === id),
    );
    inFlight.current = now;
    if (landed) void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.summary });
  }, [items, queryClient]);
  return result;
}
