// GET /api/Businesses: the business profile of spec §3. A business without a profile yet answers 404: the page
// then starts empty and saving creates it (spec §4 "Settings save": no id, POST).
import { ApiError, callRoute } from '@sumaa/api-client';
import { type BusinessProfile, businessProfileEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export const businessProfileQueryKey = ['businessProfile'] as const;

export async function getBusinessProfile(signal?: AbortSignal): Promise<BusinessProfile | null> {
  try {
    return await callRoute(businessProfileEndpoint, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useBusinessProfileQuery() {
  return useQuery({
    queryKey: businessProfileQueryKey,
    queryFn: ({ signal }) => getBusinessProfile(signal),
  });
}
