// POST /api/reviews/sync { maxPerLocation }: queues the sync of the linked locations (202 with the job, or
// the one already queued or running).
import { callRoute } from '@sumaa/api-client';
import {
  type ReviewSyncInput,
  startReviewSyncEndpoint,
  SYNC_MAX_PER_LOCATION_DEFAULT,
  type SyncJob,
} from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function startReviewSync(
  input: ReviewSyncInput = { maxPerLocation: SYNC_MAX_PER_LOCATION_DEFAULT },
): Promise<SyncJob> {
  return callRoute(startReviewSyncEndpoint, { body: input });
}

export function useStartReviewSync() {
  return useMutation({ mutationFn: () => startReviewSync() });
}
