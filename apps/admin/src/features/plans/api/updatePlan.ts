// PUT /api/PlansAdmin/{id}: the same body as a creation, with its Id. A changed price applies to new
// subscriptions and to renewals after a notice e-mail (the server's part).
import { callRoute } from '@sumaa/api-client';
import { type PlanWriteBody, updatePlanEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planQueryKeys } from '../../../shared/plans-api/planQueryKeys';

export function useUpdatePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PlanWriteBody }) =>
      callRoute(updatePlanEndpoint, { params: { id }, body: { ...body, Id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}
