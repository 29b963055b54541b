// GET /api/reviews/sync/{id}: one sync job's status, stages, progress, counts, error and summary. Polled
// while the job is queued or running (decisions #6: the wizard shows the real job, not timers).
import { callRoute } from '@sumaa/api-client';
import { reviewSyncEndpoint, type SyncJob } from '@sumaa/contracts';
import { type Language, useLanguage } from '@sumaa/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const SYNC_POLL_INTERVAL_MS = 700;

/** The language is part of the key: stage errors come in the reader's language. */
export const syncJobQueryKey = (id: string, language: Language) =>
  ['reviewSync', 'job', id, language] as const;

export function isSyncJobActive(job: SyncJob | undefined | null): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

export function getSyncJob(id: string, signal?: AbortSignal): Promise<SyncJob> {
  return callRoute(reviewSyncEndpoint, { params: { id }, signal });
}

export function useSyncJobQuery(id: string | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: syncJobQueryKey(id ?? '', language),
    queryFn: ({ signal }) => getSyncJob(id!, signal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isSyncJobActive(query.state.data) ? SYNC_POLL_INTERVAL_MS : false),
    // The step moves on when the job ends, even in a tab left in the background.
    refetchIntervalInBackground: true,
    // The next poll is the retry.
    retry: false,
  });
}
