// POST /api/Reviews/{id}/assign (spec §7, body AssignedToId): assign, reassign, or unassign with null.
import { callRoute } from '@sumaa/api-client';
import { assignReviewEndpoint, type ReviewListQuery } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';
import { updateReviewInCache } from './updateReviewInCache';

export function useAssignReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, assigneeId }: { reviewId: string; assigneeId: string | null }) =>
      callRoute(assignReviewEndpoint, { params: { id: reviewId }, body: { AssignedToId: assigneeId } }),
    onSuccess: (review) => {
      updateReviewInCache(queryClient, review);
      // Under an assignment filter ("assigned to me", to no one…), the review may no longer belong to the list.
      void queryClient.invalidateQueries({
        queryKey: reviewQueryKeys.lists,
        predicate: ({ queryKey }) => {
          const assigned = (queryKey[2] as ReviewListQuery | undefined)?.assigned;
          return assigned !== undefined && assigned !== 'all';
        },
      });
    },
  });
}
