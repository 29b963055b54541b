// The business's settings (GET /api/business-settings), read by every page: the dates a business sees follow
// its timezone, date format and calendar. Until they arrive, spec §3's defaults apply.
import { callRoute } from '@sumaa/api-client';
import { type BusinessSettings, businessSettingsEndpoint, DEFAULT_BUSINESS_SETTINGS } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export const businessSettingsQueryKey = ['businessSettings'] as const;

export function useBusinessSettingsQuery() {
  return useQuery({
    queryKey: businessSettingsQueryKey,
    queryFn: ({ signal }) => callRoute(businessSettingsEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The settings in effect: the server's once loaded, the defaults before (or when they cannot be read). */
export function useBusinessSettings(): BusinessSettings {
  return useBusinessSettingsQuery().data ?? DEFAULT_BUSINESS_SETTINGS;
}
