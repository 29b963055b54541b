// POST /api/review-requests: { contactIds, channel, locationId, preview } answers one outcome per contact
// (sent, queued with its time, or skipped with its reason); preview: true writes and sends nothing.
import { callRoute } from '@sumaa/api-client';
import { sendReviewRequestsEndpoint, type SendReviewRequestsBody } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export function useSendReviewRequestsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendReviewRequestsBody) => callRoute(sendReviewRequestsEndpoint, { body }),
    onSuccess: (result) => {
      // A real send changes the history and each contact's "last asked".
      if (!result.preview) return queryClient.invalidateQueries({ queryKey: requestQueryKeys.all });
      return undefined;
    },
  });
}
