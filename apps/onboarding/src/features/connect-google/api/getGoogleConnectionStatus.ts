// GET /api/Platforms/google: whether the business is connected to Google (no token is ever in the reply).
// Asked when the popup closed without a signal, in case the signal was lost on the way.
import { callRoute } from '@sumaa/api-client';
import { googleConnectionStatusEndpoint, type GoogleConnectionStatus } from '@sumaa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export const googleConnectionStatusQueryKey = ['google', 'connection'] as const;

export function getGoogleConnectionStatus(signal?: AbortSignal): Promise<GoogleConnectionStatus> {
  return callRoute(googleConnectionStatusEndpoint, { signal });
}

/** A fresh look every time: the answer only matters at the moment the popup closed. */
export function useFetchGoogleConnectionStatus(): () => Promise<GoogleConnectionStatus> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: googleConnectionStatusQueryKey,
        queryFn: ({ signal }) => getGoogleConnectionStatus(signal),
        staleTime: 0,
        retry: false,
      }),
    [queryClient],
  );
}
