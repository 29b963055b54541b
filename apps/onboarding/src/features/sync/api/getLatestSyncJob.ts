// GET /api/reviews/sync/latest: the business's most recent sync, or null when there has been none (404).
// Used to resume the progress step after a reload, and for the completion step's summary.
import { ApiError, callRoute } from '@sumaa/api-client';
import { latestReviewSyncEndpoint, type SyncJob } from '@sumaa/contracts';
import { type Language, useLanguage } from '@sumaa/i18n';
import { useQuery } from '@tanstack/react-query';

export const latestSyncJobQueryKey = (language: Language) => ['reviewSync', 'latest', language] as const;

export async function getLatestSyncJob(signal?: AbortSignal): Promise<SyncJob | null> {
  try {
    return await callRoute(latestReviewSyncEndpoint, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useLatestSyncJobQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: latestSyncJobQueryKey(language),
    queryFn: ({ signal }) => getLatestSyncJob(signal),
    enabled,
  });
}
