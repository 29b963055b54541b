// DELETE /api/Businesses/{id}/logo: removed at once, apart from the form's save button.
import { callRoute } from '@sumaa/api-client';
import { type BusinessProfile, removeBusinessLogoEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessProfileQueryKey } from './getBusinessProfile';

export function removeBusinessLogo(businessId: string) {
  return callRoute(removeBusinessLogoEndpoint, { params: { id: businessId } });
}

export function useRemoveBusinessLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBusinessLogo,
    onSuccess: (saved: BusinessProfile) => queryClient.setQueryData(businessProfileQueryKey, saved),
  });
}
