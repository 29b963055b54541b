// The review synchronisation job (POST /api/reviews/sync, GET /api/reviews/sync/{id} and /latest): a job
// on the server whose stages, progress and errors the onboarding wizard shows as they happen
// (decisions #6: the stages reflect the real job, not timers).
import { z } from 'zod';

/** Spec §9: the latest 100 reviews of each location. */
export const SYNC_MAX_PER_LOCATION_DEFAULT = 100;
export const SYNC_MAX_PER_LOCATION_LIMIT = 1000;

/**
 * `full`: each location's newest reviews down to maxPerLocation (onboarding's first sync). `incremental`: per
 * location, newest first until the first review already held unchanged, plus what Google edited or removed
 * (the scheduled sync and "Sync now").
 */
export const SYNC_MODES = ['full', 'incremental'] as const;
export type SyncMode = (typeof SYNC_MODES)[number];

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

/** The five stages of spec §4, in the order they run. */
export const SYNC_STAGE_KEYS = [
  'accountVerification',
  'locationsLinking',
  'reviewsSync',
  'analyticsProcessing',
  'dashboardSetup',
] as const;
export type SyncStageKey = (typeof SYNC_STAGE_KEYS)[number];

export const SYNC_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type SyncJobStatus = (typeof SYNC_JOB_STATUSES)[number];

export const SYNC_STAGE_STATUSES = ['pending', 'active', 'completed', 'failed'] as const;
export type SyncStageStatus = (typeof SYNC_STAGE_STATUSES)[number];

/** Sentiment of a review (spec §3), computed from its text and stars when it is stored. */
export const REVIEW_SENTIMENTS = ['Positive', 'Negative', 'Neutral'] as const;
export type ReviewSentiment = (typeof REVIEW_SENTIMENTS)[number];

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
