// The system page's calls (issue 13): the overview every 10 s (the sidebar badge shares its cache), logs,
// backups, restore and the version.
import { callRoute } from '@sumaa/api-client';
import {
  systemBackupsEndpoint,
  systemCreateBackupEndpoint,
  systemLogsEndpoint,
  systemOverviewEndpoint,
  systemRestoreEndpoint,
  systemVersionEndpoint,
  type SystemLogLevel,
} from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// With the API's 2 s cache (SYSTEM_CHECK_CACHE_MS), a service that fails shows within about 7 s: the console's promise
// is 10 s.
export const SYSTEM_REFRESH_MS = 5_000;

export const systemQueryKeys = {
  overview: ['admin-system', 'overview'] as const,
  logs: (level: SystemLogLevel, search: string) => ['admin-system', 'logs', level, search] as const,
  backups: ['admin-system', 'backups'] as const,
  version: ['admin-system', 'version'] as const,
};

export function useSystemOverviewQuery() {
  return useQuery({
    queryKey: systemQueryKeys.overview,
    queryFn: ({ signal }) => callRoute(systemOverviewEndpoint, { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

export function useSystemLogsQuery(level: SystemLogLevel, search: string) {
  return useQuery({
    queryKey: systemQueryKeys.logs(level, search),
    queryFn: ({ signal }) =>
      callRoute(systemLogsEndpoint, { query: { level, search: search || undefined, limit: 200 }, signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}

export function useSystemBackupsQuery() {
  return useQuery({
    queryKey: systemQueryKeys.backups,
    queryFn: ({ signal }) => callRoute(systemBackupsEndpoint, { signal }),
  });
}

export function useCreateBackupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(systemCreateBackupEndpoint),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemQueryKeys.backups }),
  });
}

export function useRestoreMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; confirmation: string }) => {
      const body = new FormData();
      body.append('confirmation', input.confirmation);
      body.append('file', input.file);
      return callRoute(systemRestoreEndpoint, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-system'] }),
  });
}

export function useSystemVersionQuery(enabled: boolean) {
  return useQuery({
    queryKey: systemQueryKeys.version,
    queryFn: ({ signal }) => callRoute(systemVersionEndpoint, { signal }),
    enabled,
  });
}
