// The job's 0–100 progress: each stage weighs what it usually costs, and the reviews stage, by far the
// longest, advances with every page stored, so the bar moves with the real work (decisions #6).
import type { SyncStageKey } from '@sumaa/contracts';
import type { StoredStage } from '../reviews-store';

const STAGE_WEIGHTS: Record<SyncStageKey, number> = {
  accountVerification: 5,
  locationsLinking: 10,
  reviewsSync: 70,
  analyticsProcessing: 10,
  dashboardSetup: 5,
};

export function syncProgress(
  stages: readonly StoredStage[],
  reviews: { imported: number; total: number },
): number {
  let progress = 0;
  for (const stage of stages) {
    const weight = STAGE_WEIGHTS[stage.key];
    if (stage.status === 'completed') progress += weight;
    else if (stage.key === 'reviewsSync' && stage.status !== 'pending' && reviews.total > 0) {
      progress += weight * Math.min(1, reviews.imported / reviews.total);
    }
  }
  return Math.max(0, Math.min(100, Math.floor(progress)));
}
