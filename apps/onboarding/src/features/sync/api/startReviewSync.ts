// POST /api/reviews/sync { maxPerLocation }: queues the sync of the linked locations (202 with the job, or
// the one already queued or running).
import { request } from '@sumaa/api-client';
import { type ReviewSyncInput, SYNC_MAX_PER_LOCATION_DEFAULT, type SyncJob } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export const REVIEW_SYNC_PATH = '/api/reviews/sync';

export function startReviewSync(
  input: ReviewSyncInput = { maxPerLocation: SYNC_MAX_PER_LOCATION_DEFAULT },
): Promise<SyncJob> {
  return request<SyncJob>(REVIEW_SYNC_PATH, { method: 'post', json: input });
}

export function useStartReviewSync() {
  return useMutation({ mutationFn: () => startReviewSync() });
}
