// POST /api/locations/link { placeIds }: links the chosen Google locations to the business (idempotent); the
// server moves the user to the sync step.
import { request } from '@sumaa/api-client';
import type { GoogleErrorCode, LinkLocationsInput, LinkedLocationList } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export const LINK_LOCATIONS_PATH = '/api/locations/link';

const GOOGLE_NOT_CONNECTED: GoogleErrorCode = 'googleNotConnected';

export function linkLocations(input: LinkLocationsInput): Promise<LinkedLocationList> {
  return request<LinkedLocationList>(LINK_LOCATIONS_PATH, {
    method: 'post',
    json: input,
    finalUnauthorizedCodes: [GOOGLE_NOT_CONNECTED],
  });
}

export function useLinkLocations() {
  return useMutation({ mutationFn: linkLocations });
}
