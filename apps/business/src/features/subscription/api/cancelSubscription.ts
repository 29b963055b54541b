// POST /api/subscriptions/cancel and /resume: cancel at the period's end, and undo that before it comes.
import { callRoute } from '@sumaa/api-client';
import { cancelSubscriptionEndpoint, resumeSubscriptionEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryKeys } from '../../../shared/subscription';

export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(cancelSubscriptionEndpoint),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKeys.single, subscription),
  });
}

export function useResumeSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(resumeSubscriptionEndpoint),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKeys.single, subscription),
  });
}
