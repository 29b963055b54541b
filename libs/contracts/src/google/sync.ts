// The review synchronisation job (POST /api/reviews/sync, GET /api/reviews/sync/{id} and /latest): a job
// on the server whose stages, progress and errors the onboarding wizard shows as they happen
// (decisions #6: the stages reflect the real job, not timers).
import { z } from 'zod';
import {
  SYNC_MAX_PER_LOCATION_DEFAULT,
  SYNC_MAX_PER_LOCATION_LIMIT,
  SYNC_MODES,
  SYNC_STAGE_KEYS,
  SYNC_JOB_STATUSES,
  SYNC_STAGE_STATUSES,
  REVIEW_SENTIMENTS,
} from './sync-values';
// Zod-free values, in their own module so that a browser bundle using only them carries no zod (issue 25).
export {
  SYNC_MAX_PER_LOCATION_DEFAULT,
  SYNC_MAX_PER_LOCATION_LIMIT,
  SYNC_MODES,
  SYNC_STAGE_KEYS,
  SYNC_JOB_STATUSES,
  SYNC_STAGE_STATUSES,
  REVIEW_SENTIMENTS,
  type SyncMode,
  type SyncStageKey,
  type SyncJobStatus,
  type SyncStageStatus,
  type ReviewSentiment,
} from './sync-values';

export const reviewSyncInputSchema = z.object({
  maxPerLocation: z
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(1, 'syncMaxPerLocationRange')
    .max(SYNC_MAX_PER_LOCATION_LIMIT, 'syncMaxPerLocationRange')
    .default(SYNC_MAX_PER_LOCATION_DEFAULT),
  /** Left out: full until the business has completed a sync, incremental after. */
  mode: z.enum(SYNC_MODES, { error: 'invalidValue' }).optional(),
});
export type ReviewSyncInput = z.input<typeof reviewSyncInputSchema>;

export const syncStageSchema = z.object({
  key: z.enum(SYNC_STAGE_KEYS),
  status: z.enum(SYNC_STAGE_STATUSES),
  /** Why the stage failed, in the request's language; null unless failed. */
  error: z.string().nullable(),
});
export type SyncStage = z.infer<typeof syncStageSchema>;

export const syncSummaryReviewSchema = z.object({
  /** null for an anonymous reviewer. */
  authorName: z.string().nullable(),
  stars: z.number().int().min(1).max(5),
  /** The reviewer's own words (Google's translation only when there is no original); null for a rating without text. */
  content: z.string().nullable(),
  reviewDate: z.string(),
  sentiment: z.enum(REVIEW_SENTIMENTS),
});
export type SyncSummaryReview = z.infer<typeof syncSummaryReviewSchema>;

/** What the completion step shows: the business's real numbers after the sync. */
export const syncSummarySchema = z.object({
  locations: z.number().int().nonnegative(),
  reviews: z.number().int().nonnegative(),
  /** Over the stored reviews; null when there is none. */
  averageRating: z.number().nullable(),
  positive: z.number().int().nonnegative(),
  negative: z.number().int().nonnegative(),
  neutral: z.number().int().nonnegative(),
  /** The three newest reviews. */
  latestReviews: z.array(syncSummaryReviewSchema),
});
export type SyncSummary = z.infer<typeof syncSummarySchema>;

export const syncChangesSchema = z.object({
  newReviews: z.number().int().nonnegative(),
  updatedReviews: z.number().int().nonnegative(),
  removedReviews: z.number().int().nonnegative(),
});
export type SyncChanges = z.infer<typeof syncChangesSchema>;

export const syncJobSchema = z.object({
  id: z.string(),
  status: z.enum(SYNC_JOB_STATUSES),
  /** 0–100, from the stages done and the reviews imported so far. */
  progress: z.number().int().min(0).max(100),
  stages: z.array(syncStageSchema),
  reviewsImported: z.number().int().nonnegative(),
  /** Expected: Google's review count of each location, capped by maxPerLocation. */
  reviewsTotal: z.number().int().nonnegative(),
  locationsDone: z.number().int().nonnegative(),
  locationsTotal: z.number().int().nonnegative(),
  /** The failure that ended the job, in the request's language. */
  error: z.object({ stage: z.enum(SYNC_STAGE_KEYS), message: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  summary: syncSummarySchema.nullable(),
  /** Always sent; optional only for clients written before it existed. */
  mode: z.enum(SYNC_MODES).optional(),
  /** What this job found so far: reviews new to Sumaa, edited at Google, gone from Google. Always sent. */
  changes: syncChangesSchema.optional(),
});
export type SyncJob = z.infer<typeof syncJobSchema>;
