// DELETE /api/Reviews/reply/{id}, the review's id (decisions #20): deletes one's own reply at Google, then here.
import { callRoute } from '@sumaa/api-client';
import { deleteReviewReplyEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';
import { updateReviewInCache } from './updateReviewInCache';

export function useDeleteReviewReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callRoute(deleteReviewReplyEndpoint, { params: { id: reviewId } }),
    onSuccess: (review) => {
      updateReviewInCache(queryClient, review);
      void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.summary });
    },
  });
}
