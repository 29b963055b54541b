// GET /api/reviews/sync/latest: the business's most recent review sync; null when none has run (404).
import { ApiError, callRoute } from '@sumaa/api-client';
import { latestReviewSyncEndpoint, type SyncJob } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryKeys } from './overviewQueryKeys';

/** How often a sync under way is asked about again. */
const RUNNING_SYNC_POLL_MS = 3000;

const isUnderWay = (sync: SyncJob | null | undefined) =>
  sync?.status === 'queued' || sync?.status === 'running';

export function useLatestReviewSyncQuery() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: overviewQueryKeys.latestSync(language),
    queryFn: async ({ signal }): Promise<SyncJob | null> => {
      try {
        return await callRoute(latestReviewSyncEndpoint, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (isUnderWay(query.state.data) ? RUNNING_SYNC_POLL_MS : false),
  });
}
