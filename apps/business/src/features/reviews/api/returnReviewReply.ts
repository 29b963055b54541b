// POST /api/Reviews/{id}/reply/return: a manager or admin sends an agent's reply back with a note.
import { callRoute } from '@sumaa/api-client';
import { returnReviewReplyEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReviewInCache } from './updateReviewInCache';

export function useReturnReviewReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, note }: { reviewId: string; note: string }) =>
      callRoute(returnReviewReplyEndpoint, { params: { id: reviewId }, body: { note } }),
    onSuccess: (review) => updateReviewInCache(queryClient, review),
  });
}
