// POST /api/Reviews/{id}/reply: a new reply, or one's own replaced (decisions #20). Stored, then published to
// Google by a job: the answer is the review with its reply state (sending, or awaiting approval).
import { callRoute } from '@sumaa/api-client';
import { replyToReviewEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';
import { updateReviewInCache } from './updateReviewInCache';

export function useReplyToReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, content }: { reviewId: string; content: string }) =>
      callRoute(replyToReviewEndpoint, { params: { id: reviewId }, body: { content, isPublic: true } }),
    onSuccess: (review) => {
      updateReviewInCache(queryClient, review);
      void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.summary });
    },
  });
}
