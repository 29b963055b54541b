// GET /api/integration/google/locations: the locations of the connected Google account (spec §7). A 401 with
// errors.code googleNotConnected means Google is not connected, not that the session expired: it is asked
// for without the client's refresh-and-retry.
import { ApiError, callRoute } from '@sumaa/api-client';
import {
  type GoogleErrorCode,
  type GoogleLocationList,
  googleErrorCodeOf,
  googleLocationsEndpoint,
} from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export const googleLocationsQueryKey = ['google', 'locations'] as const;

const GOOGLE_NOT_CONNECTED: GoogleErrorCode = 'googleNotConnected';

export function getGoogleLocations(signal?: AbortSignal): Promise<GoogleLocationList> {
  return callRoute(googleLocationsEndpoint, {
    signal,
    finalUnauthorizedCodes: [GOOGLE_NOT_CONNECTED],
  });
}

/** The failure means "connect Google first" (spec §8: a yellow notice, not an error). */
export function isGoogleNotConnected(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    googleErrorCodeOf(error.errors) === GOOGLE_NOT_CONNECTED
  );
}

export function useGoogleLocationsQuery() {
  return useQuery({
    queryKey: googleLocationsQueryKey,
    queryFn: ({ signal }) => getGoogleLocations(signal),
  });
}
