// DELETE /api/review-requests/contacts/{id}: the contact and its visits; its requests stay in the history.
import { callRoute } from '@sumaa/api-client';
import { deleteReviewContactEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export function useDeleteReviewContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(deleteReviewContactEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestQueryKeys.all }),
  });
}
