// POST /api/Reviews/{id}/reply/approve: a manager or admin lets an agent's reply be published.
import { callRoute } from '@sumaa/api-client';
import { approveReviewReplyEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReviewInCache } from './updateReviewInCache';

export function useApproveReviewReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callRoute(approveReviewReplyEndpoint, { params: { id: reviewId } }),
    onSuccess: (review) => updateReviewInCache(queryClient, review),
  });
}
