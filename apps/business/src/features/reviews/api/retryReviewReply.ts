// POST /api/Reviews/{id}/reply/retry: publish a failed reply again (its author, or a manager or admin).
import { callRoute } from '@sumaa/api-client';
import { retryReviewReplyEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReviewInCache } from './updateReviewInCache';

export function useRetryReviewReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callRoute(retryReviewReplyEndpoint, { params: { id: reviewId } }),
    onSuccess: (review) => updateReviewInCache(queryClient, review),
  });
}
