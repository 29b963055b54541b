// "Sync now": POST /api/reviews/sync queues the same incremental job the schedule runs (202 with the job, or
// the one already running): newest first, down to the first review already held unchanged, plus what Google
// edited or removed. GET /api/reviews/sync/latest follows it until it ends.
import { ApiError, callRoute } from '@sumaa/api-client';
import {
  latestReviewSyncEndpoint,
  startReviewSyncEndpoint,
  SYNC_MAX_PER_LOCATION_DEFAULT,
  type SyncJob,
} from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';

export const SYNC_POLL_INTERVAL_MS = 1000;

export function isSyncActive(job: SyncJob | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/** The business's latest sync, or null before the first one (404). */
async function getLatestSync(signal: AbortSignal): Promise<SyncJob | null> {
  try {
    return await callRoute(latestReviewSyncEndpoint, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useLatestSyncQuery({ enabled }: { enabled: boolean }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: reviewQueryKeys.latestSync(language),
    queryFn: ({ signal }) => getLatestSync(signal),
    enabled,
    refetchInterval: ({ state }) => (isSyncActive(state.data) ? SYNC_POLL_INTERVAL_MS : false),
    // The next poll is the retry.
    retry: false,
  });
}

export function useStartSyncMutation() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: () =>
      callRoute(startReviewSyncEndpoint, {
        body: { maxPerLocation: SYNC_MAX_PER_LOCATION_DEFAULT, mode: 'incremental' },
      }),
    onSuccess: (job) => queryClient.setQueryData(reviewQueryKeys.latestSync(language), job),
  });
}
