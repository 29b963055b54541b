// PUT /api/business-settings with only what changed. The answer goes into the shared settings query, so every
// page's dates, timezone and currency follow at once without a refetch.
import { callRoute } from '@sumaa/api-client';
import { type UpdateBusinessSettingsRequest, updateBusinessSettingsEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessSettingsQueryKey } from '../../../shared/business-settings/useBusinessSettings';

export function updateBusinessSettings(changes: UpdateBusinessSettingsRequest) {
  return callRoute(updateBusinessSettingsEndpoint, { body: changes });
}

export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessSettings,
    onSuccess: (saved) => queryClient.setQueryData(businessSettingsQueryKey, saved),
  });
}
