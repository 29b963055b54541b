// PUT /api/subscriptions/{id}/status (spec §7): body subscriptionId, newStatus — cancel, or reactivate.
import { callRoute } from '@sumaa/api-client';
import { adminSubscriptionStatusEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryKeys } from './subscriptionQueryKeys';

export function useSetSubscriptionStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, newStatus }: { id: string; newStatus: 'active' | 'cancelled' }) =>
      callRoute(adminSubscriptionStatusEndpoint, { params: { id }, body: { subscriptionId: id, newStatus } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.all }),
  });
}
