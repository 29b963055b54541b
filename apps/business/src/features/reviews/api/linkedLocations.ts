// GET /api/locations: the business's linked locations, for the branch filter.
import { callRoute } from '@sumaa/api-client';
import { linkedLocationsEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';

export function useLinkedLocationsQuery() {
  return useQuery({
    queryKey: reviewQueryKeys.locations,
    queryFn: ({ signal }) => callRoute(linkedLocationsEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });
}
