// DELETE /api/PlansAdmin/{id}/permanent: deletes for good a disabled plan nobody ever subscribed to (the server
// refuses any other with its message).
import { callRoute } from '@sumaa/api-client';
import { deletePlanPermanentlyEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planQueryKeys } from '../../../shared/plans-api/planQueryKeys';

export function useDeletePlanPermanentlyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(deletePlanPermanentlyEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}
