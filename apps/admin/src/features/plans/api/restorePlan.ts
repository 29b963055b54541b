// POST /api/PlansAdmin/{id}/restore: a disabled plan is offered again.
import { callRoute } from '@sumaa/api-client';
import { restorePlanEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planQueryKeys } from '../../../shared/plans-api/planQueryKeys';

export function useRestorePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(restorePlanEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}
