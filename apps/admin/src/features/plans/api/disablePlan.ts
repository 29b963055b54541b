// DELETE /api/PlansAdmin/{id}: disables the plan (a soft delete). It leaves the price list; its subscribers keep it.
import { callRoute } from '@sumaa/api-client';
import { disablePlanEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planQueryKeys } from '../../../shared/plans-api/planQueryKeys';

export function useDisablePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(disablePlanEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}
