// GET /api/launch (no auth): when Sumaa opens, and whether it already has.
import { callRoute } from '@sumaa/api-client';
import { type LaunchInfo, launchInfoEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export const launchQueryKey = ['launch'] as const;

export function getLaunchInfo(signal?: AbortSignal): Promise<LaunchInfo> {
  return callRoute(launchInfoEndpoint, { signal });
}

export function useLaunchInfoQuery() {
  return useQuery({ queryKey: launchQueryKey, queryFn: ({ signal }) => getLaunchInfo(signal) });
}
