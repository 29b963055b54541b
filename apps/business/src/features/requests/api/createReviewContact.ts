// POST /api/review-requests/contacts: { name, phone?, email?, language, locationId? }; 409 names a taken field.
import { callRoute } from '@sumaa/api-client';
import { createReviewContactEndpoint, type CreateReviewContactBody } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export function useCreateReviewContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewContactBody) => callRoute(createReviewContactEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestQueryKeys.all }),
  });
}
