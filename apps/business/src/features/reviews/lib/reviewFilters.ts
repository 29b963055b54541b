// The inbox's view as the address carries it (?stars=FIVE&sort=lowest&page=2…), and the GET /api/Reviews query
// it asks for. Defaults are left out of the address, so a plain /customer/reviews means "everything, newest
// first"; values the address cannot hold (an edited link) fall back to their defaults.
import {
  REVIEW_ASSIGNMENT_FILTERS,
  REVIEW_KEYWORD_MAX_LENGTH,
  REVIEW_LANGUAGE_FILTERS,
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_PAGE_SIZES,
  REVIEW_REPLY_FILTERS,
  REVIEW_SEARCH_MAX_LENGTH,
  REVIEW_SENTIMENT_FILTERS,
  REVIEW_STAR_FILTERS,
  type ReviewAssignmentFilter,
  type ReviewExportQuery,
  type ReviewLanguageFilter,
  type ReviewListQuery,
  type ReviewReplyFilter,
  type ReviewSentimentFilter,
  type ReviewSortField,
  type ReviewStarFilter,
} from '@sumaa/contracts';

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const SORT_QUERY: Record<ReviewSort, { sortBy: ReviewSortField; sortDir: 'asc' | 'desc' }> = {
  newest: { sortBy: 'reviewDate', sortDir: 'desc' },
  oldest: { sortBy: 'reviewDate', sortDir: 'asc' },
  highest: { sortBy: 'stars', sortDir: 'desc' },
  lowest: { sortBy: 'stars', sortDir: 'asc' },
};

export interface ReviewFilters {
  search: string;
  stars: ReviewStarFilter;
  sort: ReviewSort;
  sentiment: ReviewSentimentFilter;
  replied: ReviewReplyFilter;
  assigned: ReviewAssignmentFilter;
  language: ReviewLanguageFilter;
  location: string | null;
  /** A keyword of the analytics (?keyword=خدمة): the reviews using it in any of its spellings. */
  keyword: string | null;
  /** Days (yyyy-mm-dd) in the business's time zone, both included. */
  from: string | null;
  to: string | null;
}

export interface ReviewView extends ReviewFilters {
  page: number;
  pageSize: number;
}

/** The address parameters of the filters; `page`, `pageSize` and `review` (an open review) are apart. */
export const FILTER_PARAMS = [
  'search',
  'stars',
  'sort',
  'sentiment',
  'replied',
  'assigned',
  'language',
  'location',
  'keyword',
  'from',
  'to',
] as const satisfies readonly (keyof ReviewFilters)[];
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Filters under "More filters": open by themselves when one of them is set. */
export const MORE_FILTER_PARAMS = [
  'replied',
  'assigned',
  'language',
  'location',
  'from',
  'to',
] as const satisfies readonly FilterParam[];

export const DEFAULT_FILTERS: ReviewFilters = {
  search: '',
  stars: 'ALL',
  sort: 'newest',
  sentiment: 'ALL',
  replied: 'all',
  assigned: 'all',
  language: 'all',
  location: null,
  keyword: null,
  from: null,
  to: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const dayOf = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;

export function readReviewView(params: URLSearchParams): ReviewView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    search: (params.get('search') ?? '').slice(0, REVIEW_SEARCH_MAX_LENGTH),
    stars: oneOf(REVIEW_STAR_FILTERS, params.get('stars'), 'ALL'),
    sort: oneOf(REVIEW_SORTS, params.get('sort'), 'newest'),
    sentiment: oneOf(REVIEW_SENTIMENT_FILTERS, params.get('sentiment'), 'ALL'),
    replied: oneOf(REVIEW_REPLY_FILTERS, params.get('replied'), 'all'),
    assigned: oneOf(REVIEW_ASSIGNMENT_FILTERS, params.get('assigned'), 'all'),
    language: oneOf(REVIEW_LANGUAGE_FILTERS, params.get('language'), 'all'),
    location: params.get('location') || null,
    keyword: params.get('keyword')?.trim().slice(0, REVIEW_KEYWORD_MAX_LENGTH) || null,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (REVIEW_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : REVIEW_PAGE_SIZE_DEFAULT,
  };
}

/** The address value of a filter; null for its default (left out of the address). */
export function paramValueOf(name: FilterParam, value: string | null): string | null {
  if (value === null) return null;
  const trimmed = name === 'search' || name === 'keyword' ? value.trim() : value;
  const fallback = DEFAULT_FILTERS[name];
  return trimmed === '' || trimmed === fallback ? null : trimmed;
}

/** A range whose end comes before its start; the end is then left out of the request. */
export function isRangeInverted(filters: ReviewFilters): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}

export function activeFilterCount(filters: ReviewFilters, names: readonly FilterParam[] = FILTER_PARAMS) {
  return names.filter((name) => paramValueOf(name, filters[name]) !== null).length;
}

/** Sorting is a view, not a filter: "nothing matches" never blames the order. */
export function hasActiveFilters(filters: ReviewFilters): boolean {
  return (
    activeFilterCount(
      filters,
      FILTER_PARAMS.filter((name) => name !== 'sort'),
    ) > 0
  );
}

/** GET /api/Reviews's query for a view; defaults are left out, the page and its size always sent. */
export function listQueryOf(view: ReviewView): ReviewListQuery {
  const query: ReviewListQuery = { page: view.page, pageSize: view.pageSize };
  const search = view.search.trim();
  if (search) query.search = search;
  if (view.stars !== 'ALL') query.stars = view.stars;
  if (view.sentiment !== 'ALL') query.sentiment = view.sentiment;
  if (view.sort !== 'newest') Object.assign(query, SORT_QUERY[view.sort]);
  if (view.replied !== 'all') query.replied = view.replied;
  if (view.assigned !== 'all') query.assigned = view.assigned;
  if (view.language !== 'all') query.language = view.language;
  if (view.location) query.locationId = view.location;
  if (view.keyword) query.keyword = view.keyword;
  if (view.from) query.from = view.from;
  if (view.to && !isRangeInverted(view)) query.to = view.to;
  return query;
}

/** GET /api/Reviews/export's query: the same filters and order as the list, every page. */
export function exportQueryOf(view: ReviewView): ReviewExportQuery {
  const { page: _page, pageSize: _pageSize, ...filters } = listQueryOf(view);
  return filters;
}
