// POST /api/locations/link { placeIds }: links the chosen Google locations to the business (idempotent); the
// server moves the user to the sync step.
import { callRoute } from '@sumaa/api-client';
import {
  type GoogleErrorCode,
  type LinkLocationsInput,
  type LinkedLocationList,
  linkLocationsEndpoint,
} from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

const GOOGLE_NOT_CONNECTED: GoogleErrorCode = 'googleNotConnected';

export function linkLocations(input: LinkLocationsInput): Promise<LinkedLocationList> {
  return callRoute(linkLocationsEndpoint, {
    body: input,
    finalUnauthorizedCodes: [GOOGLE_NOT_CONNECTED],
  });
}

export function useLinkLocations() {
  return useMutation({ mutationFn: linkLocations });
}
