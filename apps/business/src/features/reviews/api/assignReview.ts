// POST /api/Reviews/{id}/assign (spec §7, body AssignedToId): assign, reassign, or unassign with null.
import { callRoute } from '@sumaa/api-client';
import { assignReviewEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReviewInCache } from './updateReviewInCache';

export function useAssignReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, assigneeId }: { reviewId: string; assigneeId: string | null }) =>
      callRoute(assignReviewEndpoint, { params: { id: reviewId }, body: { AssignedToId: assigneeId } }),
    onSuccess: (review) => updateReviewInCache(queryClient, review),
  });
}
