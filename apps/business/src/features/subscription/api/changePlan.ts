// POST /api/subscriptions/change-plan {planId, interval}: pay for a plan (checkout set: go to the provider's page)
// or schedule a downgrade (checkout null). The subscription it answers replaces the cached one.
import { callRoute } from '@sumaa/api-client';
import { type ChangePlanBody, changePlanEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryKeys } from '../../../shared/subscription';

export function useChangePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePlanBody) => callRoute(changePlanEndpoint, { body }),
    onSuccess: async (result) => {
      queryClient.setQueryData(subscriptionQueryKeys.single, result.subscription);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.invoices });
    },
  });
}
