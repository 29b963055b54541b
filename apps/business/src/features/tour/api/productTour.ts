// GET and PUT /api/onboarding/tour: where the signed-in user is in the dashboard tour, kept on the server so a
// tour left on one device resumes on another. The save writes the answer into the same cache the menu reads.
import { callRoute } from '@sumaa/api-client';
import {
  productTourEndpoint,
  type ProductTourState,
  type ProductTourUpdate,
  saveProductTourEndpoint,
} from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const productTourQueryKey = ['productTour'] as const;

export function useProductTourQuery() {
  return useQuery({
    queryKey: productTourQueryKey,
    queryFn: ({ signal }): Promise<ProductTourState> => callRoute(productTourEndpoint, { signal }),
    // Only this tab moves it while the tab is open: no need to ask again on focus.
    staleTime: Infinity,
  });
}

export function useSaveProductTourMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProductTourUpdate): Promise<ProductTourState> =>
      callRoute(saveProductTourEndpoint, { body: update }),
    onSuccess: (state) => queryClient.setQueryData(productTourQueryKey, state),
  });
}
