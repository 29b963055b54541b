// GET and PUT /api/platform-settings (issue 13): the settings and their one save.
import { callRoute } from '@sumaa/api-client';
import {
  getPlatformSettingsEndpoint,
  updatePlatformSettingsEndpoint,
  type PlatformSettingsWrite,
} from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const platformSettingsQueryKey = ['platform-settings'] as const;

export function usePlatformSettingsQuery() {
  return useQuery({
    queryKey: platformSettingsQueryKey,
    queryFn: ({ signal }) => callRoute(getPlatformSettingsEndpoint, { signal }),
  });
}

export function useSavePlatformSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformSettingsWrite) => callRoute(updatePlatformSettingsEndpoint, { body }),
    onSuccess: (saved) => {
      const { webhookSecret: _shownOnce, ...settings } = saved;
      queryClient.setQueryData(platformSettingsQueryKey, settings);
    },
  });
}
