// The inbox's values without zod: what a browser bundle needs of inbox.ts (re-exported there).
import { REVIEW_SENTIMENTS } from '../google/sync-values';

/** The page sizes the inbox offers (spec §9); any size from 1 to the maximum is accepted. */
export const REVIEW_PAGE_SIZES = [10, 25, 50] as const;

export const REVIEW_PAGE_SIZE_DEFAULT = 10;

export const REVIEW_PAGE_SIZE_MAX = 100;

export const REVIEW_SEARCH_MAX_LENGTH = 200;

export const REVIEW_STAR_FILTERS = ['ALL', 'FIVE', 'FOUR', 'THREE', 'TWO', 'ONE'] as const;

export type ReviewStarFilter = (typeof REVIEW_STAR_FILTERS)[number];

export const REVIEW_STARS_OF_FILTER: Record<Exclude<ReviewStarFilter, 'ALL'>, number> = {
  FIVE: 5,
  FOUR: 4,
  THREE: 3,
  TWO: 2,
  ONE: 1,
};

export const REVIEW_SENTIMENT_FILTERS = ['ALL', ...REVIEW_SENTIMENTS] as const;

export type ReviewSentimentFilter = (typeof REVIEW_SENTIMENT_FILTERS)[number];

export const REVIEW_SORT_FIELDS = ['reviewDate', 'stars'] as const;

export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];

export const REVIEW_SORT_DIRECTIONS = ['asc', 'desc'] as const;

export const REVIEW_REPLY_FILTERS = ['all', 'replied', 'unreplied'] as const;

export type ReviewReplyFilter = (typeof REVIEW_REPLY_FILTERS)[number];

/** The language detected in what the reviewer wrote; a rating without text has none. */
export const REVIEW_LANGUAGES = ['ar', 'en', 'other'] as const;

export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export const REVIEW_LANGUAGE_FILTERS = ['all', ...REVIEW_LANGUAGES] as const;

export type ReviewLanguageFilter = (typeof REVIEW_LANGUAGE_FILTERS)[number];

export const REVIEW_PLATFORMS = ['Google'] as const;

/** Where the reply Google holds was written: on Google (arrived with a sync), or in Sumaa (published by a job). */
export const REVIEW_REPLY_SOURCES = ['google', 'sumaa'] as const;

export type ReviewReplySource = (typeof REVIEW_REPLY_SOURCES)[number];

export const REVIEW_KEYWORD_MAX_LENGTH = 60;
