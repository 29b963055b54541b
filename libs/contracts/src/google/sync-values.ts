// The sync job's values without zod: what a browser bundle needs of sync.ts (re-exported there).

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
