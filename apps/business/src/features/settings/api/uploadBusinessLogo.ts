// POST /api/Businesses/{id}/logo, multipart field `logo`: saved at once, apart from the form's save button.
import { callRoute } from '@sumaa/api-client';
import { type BusinessProfile, uploadBusinessLogoEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessProfileQueryKey } from './getBusinessProfile';

export function uploadBusinessLogo({ businessId, logo }: { businessId: string; logo: File }) {
  const body = new FormData();
  body.append('logo', logo);
  return callRoute(uploadBusinessLogoEndpoint, { params: { id: businessId }, body });
}

export function useUploadBusinessLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBusinessLogo,
    onSuccess: (saved: BusinessProfile) => queryClient.setQueryData(businessProfileQueryKey, saved),
  });
}
