// PUT /api/Businesses/{id} when the profile has an id, else POST /api/Businesses (spec §4 "Settings save").
// The server's model replaces the cached profile.
import { callRoute } from '@sumaa/api-client';
import {
  type BusinessProfile,
  type BusinessProfileWrite,
  createBusinessProfileEndpoint,
  updateBusinessProfileEndpoint,
} from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessProfileQueryKey } from './getBusinessProfile';

export function saveBusinessProfile(profile: BusinessProfileWrite): Promise<BusinessProfile> {
  if (profile.id)
    return callRoute(updateBusinessProfileEndpoint, { params: { id: profile.id }, body: profile });
  return callRoute(createBusinessProfileEndpoint, { body: profile });
}

export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessProfile,
    onSuccess: (saved) => queryClient.setQueryData(businessProfileQueryKey, saved),
  });
}
