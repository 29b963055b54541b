// The inbox's SQL (GET /api/Reviews): one page of the business's reviews and how many match, in the
// caller's tenant transaction. Every filter is a bound parameter; the sort comes from a closed list.
//
// Search reads `reviews.search_text` (migration 011): the original, the translation and the author's name,
// Arabic spelling folded by app_normalize_arabic, lower-cased. The term goes through normalizeArabic, the
// JS rules that SQL function mirrors (a test keeps them equal), then the same lower(), so both sides fold
// alike whichever way either was written. Row-level security keeps LIKE from using the trigram index, so a
// search starts from app_reviews_matching (migration 011 says why), which finds the business's matching
// reviews through it; the page's rows are then read from `reviews` as usual.
import {
  REVIEW_LANGUAGES,
  REVIEW_STARS_OF_FILTER,
  type InboxReview,
  type ReviewLanguage,
  type ReviewListFilters,
  type ReviewPage,
  type ReviewSentiment,
} from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../db/database';
import { normalizeArabic } from './analysis';

interface InboxReviewRow {
  id: string;
  author_name: string | null;
  author_photo_url: string | null;
  is_anonymous: boolean;
  stars: number;
  comment_original: string | null;
  comment_translated: string | null;
  language: string | null;
  sentiment: ReviewSentiment;
  create_time: Date;
  reply_comment: string | null;
  reply_update_time: Date | null;
  location_id: string;
  location_name: string;
}

/** The term as search_text holds text (before lower(), applied in SQL); empty when nothing is left to find. */
export function normalizeSearchTerm(search: string | undefined): string {
  return normalizeArabic(search ?? '').trim();
}

/** `%`, `_` and `\` in the term are searched for literally (LIKE's default escape is `\`). */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Newest first within a rating, whichever way the ratings go; the id settles equal dates. */
const ORDER_BY: Record<ReviewListFilters['sortBy'], Record<ReviewListFilters['sortDir'], string>> = {
  reviewDate: {
    asc: 'r.create_time ASC, r.id ASC',
    desc: 'r.create_time DESC, r.id DESC',
  },
  stars: {
    asc: 'r.stars ASC, r.create_time DESC, r.id DESC',
    desc: 'r.stars DESC, r.create_time DESC, r.id DESC',
  },
};

const REVIEW_COLUMNS = `r.id, r.author_name, r.author_photo_url, r.is_anonymous, r.stars, r.comment_original,
  r.comment_translated, r.language, r.sentiment, r.create_time, r.reply_comment, r.reply_update_time,
  r.location_id, l.name AS location_name`;

/** The reply filters over `r`: the reviews table, or the search's matches (which carry `replied`). */
const REPLY_CONDITIONS = {
  reviews: { replied: 'r.reply_comment IS NOT NULL', unreplied: 'r.reply_comment IS NULL' },
  matches: { replied: 'r.replied', unreplied: 'NOT r.replied' },
} as const;

interface WhereClause {
  sql: string;
  parameters: SqlParameter[];
  /** Placeholder of the search's LIKE pattern; null without a search. */
  pattern: string | null;
}

/**
 * The WHERE clause of the filters over `r`, with its parameters (`$1` is the business). `timeZone` reads
 * from/to as days there (the business's own); it must be given when either is.
 */
function whereClause(businessId: string, filters: ReviewListFilters, timeZone: string | null): WhereClause {
  const parameters: SqlParameter[] = [businessId];
  const bind = (value: SqlParameter) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const term = normalizeSearchTerm(filters.search);
  const pattern = term ? bind(containsPattern(term)) : null;
  const conditions = ['r.business_id = $1'];
  if (filters.stars !== 'ALL') conditions.push(`r.stars = ${bind(REVIEW_STARS_OF_FILTER[filters.stars])}`);
  if (filters.sentiment !== 'ALL') conditions.push(`r.sentiment = ${bind(filters.sentiment)}`);
  if (filters.replied !== 'all')
    conditions.push(REPLY_CONDITIONS[pattern ? 'matches' : 'reviews'][filters.replied]);
  if (filters.locationId) conditions.push(`r.location_id = ${bind(filters.locationId)}`);
  if (filters.language !== 'all') conditions.push(`r.language = ${bind(filters.language)}`);
  if (filters.from || filters.to) {
    if (!timeZone) throw new Error('a date range needs the business’s time zone');
    const zone = bind(timeZone);
    // From the start of `from` to the end of `to` (the start of the next day, excluded), local days.
    if (filters.from)
      conditions.push(`r.create_time >= ${bind(filters.from)}::date::timestamp AT TIME ZONE ${zone}`);
    if (filters.to)
      conditions.push(`r.create_time < (${bind(filters.to)}::date + 1)::timestamp AT TIME ZONE ${zone}`);
  }
  return { sql: conditions.join(' AND '), parameters, pattern };
}

function languageOf(value: string | null): ReviewLanguage | null {
  if (value === null) return null;
  return (REVIEW_LANGUAGES as readonly string[]).includes(value) ? (value as ReviewLanguage) : 'other';
}

function toInboxReview(row: InboxReviewRow): InboxReview {
  const replied = row.reply_comment !== null;
  return {
    id: row.id,
    authorName: row.author_name,
    authorUrl: row.author_photo_url,
    stars: row.stars,
    content: row.comment_original ?? row.comment_translated,
    reviewDate: row.create_time.toISOString(),
    sentiment: row.sentiment,
    platform: 'Google',
    branch: row.location_name,
    replied,
    reply: row.reply_comment,
    replyDate: row.reply_update_time?.toISOString() ?? null,
    // Only replies made on Google exist so far, and Google does not say who wrote them.
    replyUser: null,
    replyUserId: null,
    assignment: null,
    originalText: row.comment_original,
    translatedText: row.comment_translated,
    language: languageOf(row.language),
    locationId: row.location_id,
    locationName: row.location_name,
    isAnonymous: row.is_anonymous,
    replySource: replied ? 'google' : null,
    replyState: null,
    removedAtGoogle: null,
  };
}

/** One page of the business's reviews matching the filters, and how many match in all. */
export async function listInboxReviews(
  tx: SqlExecutor,
  businessId: string,
  filters: ReviewListFilters,
  options: { timeZone: string | null },
): Promise<ReviewPage> {
  const where = whereClause(businessId, filters, options.timeZone);
  const order = ORDER_BY[filters.sortBy][filters.sortDir];
  const offset = (filters.page - 1) * filters.pageSize;
  const limits = [filters.pageSize, offset];
  const limit = `LIMIT $${where.parameters.length + 1} OFFSET $${where.parameters.length + 2}`;
  const source = where.pattern ? `app_reviews_matching(lower(${where.pattern}))` : 'reviews';

  let rows: Array<InboxReviewRow & { total?: number }>;
  if (where.pattern) {
    // The matches are found, filtered, counted and sorted once; only the page's rows are read in full.
    rows = await tx.query(
      `WITH page AS (
         SELECT r.id, count(*) OVER ()::int AS total
           FROM ${source} AS r
          WHERE ${where.sql}
          ORDER BY ${order}
          ${limit})
       SELECT ${REVIEW_COLUMNS}, page.total
         FROM page
         JOIN reviews AS r ON r.business_id = $1 AND r.id = page.id
         JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
        ORDER BY ${order}`,
      [...where.parameters, ...limits],
    );
  } else {
    // Read in the sort's index order, stopping at the page: no count(*) OVER (), which would read them all.
    rows = await tx.query(
      `SELECT ${REVIEW_COLUMNS}
         FROM reviews AS r
         JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
        WHERE ${where.sql}
        ORDER BY ${order}
        ${limit}`,
      [...where.parameters, ...limits],
    );
  }
  return {
    items: rows.map(toInboxReview),
    total: rows[0]?.total ?? (await countWhenUnknown(tx, source, where, rows.length, filters)),
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** The total, when the page does not already tell it. */
async function countWhenUnknown(
  tx: SqlExecutor,
  source: string,
  where: WhereClause,
  rowsOnPage: number,
  filters: ReviewListFilters,
): Promise<number> {
  const offset = (filters.page - 1) * filters.pageSize;
  // A page short of full is the last one (an empty first page: there are none).
  if (rowsOnPage < filters.pageSize && (rowsOnPage > 0 || offset === 0)) return offset + rowsOnPage;
  const [counted] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${source} AS r WHERE ${where.sql}`,
    where.parameters,
  );
  return counted.total;
}
