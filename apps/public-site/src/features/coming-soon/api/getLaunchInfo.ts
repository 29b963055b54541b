// GET /api/launch (no auth): when Sumaa opens, and whether it already has.
import { request } from '@sumaa/api-client';
import type { LaunchInfo } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export const LAUNCH_PATH = '/api/launch';

export const launchQueryKey = ['launch'] as const;

export function getLaunchInfo(signal?: AbortSignal): Promise<LaunchInfo> {
  return request<LaunchInfo>(LAUNCH_PATH, { skipAuth: true, signal });
}

export function useLaunchInfoQuery() {
  return useQuery({ queryKey: launchQueryKey, queryFn: ({ signal }) => getLaunchInfo(signal) });
}
