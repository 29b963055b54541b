// GET /api/Platforms/google: whether the business is connected to Google (any member may ask; no token shown).
import { callRoute } from '@sumaa/api-client';
import { googleConnectionStatusEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryKeys } from './overviewQueryKeys';

export function useGoogleConnectionStatusQuery() {
  return useQuery({
    queryKey: overviewQueryKeys.googleConnection,
    queryFn: ({ signal }) => callRoute(googleConnectionStatusEndpoint, { signal }),
  });
}
