// POST /api/PlansAdmin (spec §3 "Plan (write)"): PascalCase keys, Translations as a JSON string.
import { callRoute } from '@sumaa/api-client';
import { createPlanEndpoint, type PlanWriteBody } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planQueryKeys } from '../../../shared/plans-api/planQueryKeys';

export function useCreatePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanWriteBody) => callRoute(createPlanEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}
