// The review inbox (GET /api/Reviews, spec §3 "Review" and §7 "Reviews and reports"): the query as the
// address bar carries it, and one page of the business's reviews. Every value arrives as text from a URL,
// so numbers are coerced; each bad value is a 400 naming its field.
import { z } from 'zod';
import {
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_PAGE_SIZE_MAX,
  REVIEW_SEARCH_MAX_LENGTH,
  REVIEW_STAR_FILTERS,
  REVIEW_SENTIMENT_FILTERS,
  REVIEW_SORT_FIELDS,
  REVIEW_SORT_DIRECTIONS,
  REVIEW_REPLY_FILTERS,
  REVIEW_LANGUAGES,
  REVIEW_LANGUAGE_FILTERS,
  REVIEW_PLATFORMS,
  REVIEW_REPLY_SOURCES,
  REVIEW_KEYWORD_MAX_LENGTH,
} from './inbox-values';
// Zod-free values, in their own module so that a browser bundle using only them carries no zod (issue 25).
export {
  REVIEW_PAGE_SIZES,
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_PAGE_SIZE_MAX,
  REVIEW_SEARCH_MAX_LENGTH,
  REVIEW_STAR_FILTERS,
  REVIEW_STARS_OF_FILTER,
  REVIEW_SENTIMENT_FILTERS,
  REVIEW_SORT_FIELDS,
  REVIEW_SORT_DIRECTIONS,
  REVIEW_REPLY_FILTERS,
  REVIEW_LANGUAGES,
  REVIEW_LANGUAGE_FILTERS,
  REVIEW_PLATFORMS,
  REVIEW_REPLY_SOURCES,
  REVIEW_KEYWORD_MAX_LENGTH,
  type ReviewStarFilter,
  type ReviewSentimentFilter,
  type ReviewSortField,
  type ReviewReplyFilter,
  type ReviewLanguage,
  type ReviewLanguageFilter,
  type ReviewReplySource,
} from './inbox-values';

import { REVIEW_SENTIMENTS } from '../google/sync';
import { ID_PATTERN } from '../http/ids';
import { REVIEW_ASSIGNMENT_FILTERS } from './assignment';
import { replyStateSchema } from './replies';

const wholeNumberFrom1 = (code: 'reviewsPageInvalid' | 'reviewsPageSizeInvalid') =>
  z.coerce.number({ error: code }).int(code).min(1, code);

/** A calendar day, read in the business's time zone. Year 0 is not a date (PostgreSQL has no year 0). */
const day = z.iso
  .date({ error: 'reviewsDateInvalid' })
  .refine((value) => !value.startsWith('0000'), 'reviewsDateInvalid')
  .optional();

const choice = <const T extends readonly [string, ...string[]]>(values: T, code: string) =>
  z.enum(values, { error: code });

/** The filters of the inbox, shared by its page (GET /api/Reviews) and its export (GET /api/Reviews/export). */
const reviewFilterFields = {
  /** Searched in the original, the translation and the author's name, Arabic spelling variants folded. */
  search: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(REVIEW_SEARCH_MAX_LENGTH, 'reviewsSearchTooLong')
    .optional(),
  stars: choice(REVIEW_STAR_FILTERS, 'reviewsStarsInvalid').default('ALL'),
  sentiment: choice(REVIEW_SENTIMENT_FILTERS, 'reviewsSentimentInvalid').default('ALL'),
  sortBy: choice(REVIEW_SORT_FIELDS, 'reviewsSortByInvalid').default('reviewDate'),
  sortDir: choice(REVIEW_SORT_DIRECTIONS, 'reviewsSortDirInvalid').default('desc'),
  replied: choice(REVIEW_REPLY_FILTERS, 'reviewsRepliedInvalid').default('all'),
  locationId: z
    .string({ error: 'reviewsLocationInvalid' })
    .regex(ID_PATTERN, 'reviewsLocationInvalid')
    .optional(),
  language: choice(REVIEW_LANGUAGE_FILTERS, 'reviewsLanguageInvalid').default('all'),
  assigned: choice(REVIEW_ASSIGNMENT_FILTERS, 'reviewsAssignedInvalid').default('all'),
  /**
   * A keyword of the analytics (GET /api/Reports/keywords): the reviews that use it in any of its spellings
   * (خدمة, الخدمة, والخدمة; room, rooms), compared by the analysis's keywordKey.
   */
  keyword: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(REVIEW_KEYWORD_MAX_LENGTH, 'reviewsKeywordTooLong')
    .optional(),
  /** First and last day of the range, both included. */
  from: day,
  to: day,
};

const dayRangeInOrder = {
  check: (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to,
  issue: { error: 'reviewsDateRangeInvalid', path: ['to'] },
};

/** Query of GET /api/Reviews. */
export const reviewListQuerySchema = z
  .object({
    page: wholeNumberFrom1('reviewsPageInvalid').default(1),
    pageSize: wholeNumberFrom1('reviewsPageSizeInvalid')
      .max(REVIEW_PAGE_SIZE_MAX, 'reviewsPageSizeInvalid')
      .default(REVIEW_PAGE_SIZE_DEFAULT),
    ...reviewFilterFields,
  })
  .refine(dayRangeInOrder.check, dayRangeInOrder.issue);
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;
export type ReviewListFilters = z.output<typeof reviewListQuerySchema>;

/** Query of GET /api/Reviews/export: the inbox's filters and sort, every matching review (no pages). */
export const reviewExportQuerySchema = z
  .object(reviewFilterFields)
  .refine(dayRangeInOrder.check, dayRangeInOrder.issue);
export type ReviewExportQuery = z.input<typeof reviewExportQuerySchema>;
export type ReviewExportFilters = z.output<typeof reviewExportQuerySchema>;

/** Who a review is assigned to (spec §3). */
export const reviewAssignmentSchema = z.object({
  assignedTo: z.string(),
  assignedToName: z.string().nullable(),
  assignedByName: z.string().nullable(),
  assignedById: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewAssignment = z.infer<typeof reviewAssignmentSchema>;

/** One review of the inbox: spec §3's fields, then what the inbox shows beyond them. */
export const inboxReviewSchema = z.object({
  id: z.string(),
  /** null for an anonymous reviewer. */
  authorName: z.string().nullable(),
  /** The reviewer's avatar. */
  authorUrl: z.string().nullable(),
  stars: z.number().int().min(1).max(5),
  /** The reviewer's own words, else Google's translation; null for a rating without text. */
  content: z.string().nullable(),
  reviewDate: z.string(),
  sentiment: z.enum(REVIEW_SENTIMENTS),
  platform: z.enum(REVIEW_PLATFORMS),
  /** The location's name. */
  branch: z.string(),
  replied: z.boolean(),
  reply: z.string().nullable(),
  replyDate: z.string().nullable(),
  /** The team member who replied in Sumaa; null for a reply made on Google. */
  replyUser: z.string().nullable(),
  replyUserId: z.string().nullable(),
  assignment: reviewAssignmentSchema.nullable(),
  originalText: z.string().nullable(),
  translatedText: z.string().nullable(),
  language: z.enum(REVIEW_LANGUAGES).nullable(),
  locationId: z.string(),
  locationName: z.string(),
  isAnonymous: z.boolean(),
  /** Of the reply Google holds; null while Google holds none. */
  replySource: z.enum(REVIEW_REPLY_SOURCES).nullable(),
  /** The reply written in Sumaa on its way to Google (or held, returned, failed); null when there is none. */
  replyState: replyStateSchema.nullable(),
  /** When a sync found the review gone from Google; it can no longer be answered. */
  removedAtGoogle: z.string().nullable(),
});
export type InboxReview = z.infer<typeof inboxReviewSchema>;

export const reviewPageSchema = z.object({
  items: z.array(inboxReviewSchema),
  /** Reviews matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
