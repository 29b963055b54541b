// The inbox's SQL (GET /api/Reviews): one page of the business's reviews and how many match, in the
// caller's tenant transaction. Every filter is a bound parameter; the sort comes from a closed list. The total
// of the filters the screen offers (location, stars, sentiment, language, replied) is a sum over the counts
// the database keeps as reviews change (review_counts, migration 041), read in the page's own statement.
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
  type ReplyState,
  type ReplyStatus,
  type ReviewAssignment,
  type ReviewLanguage,
  type ReviewListFilters,
  type ReviewPage,
  type ReviewReplySource,
  type ReviewSentiment,
} from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../db/database';
import { keywordKey, normalizeArabic } from './analysis';

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
  removed_at: Date | null;
  reply_comment: string | null;
  reply_update_time: Date | null;
  reply_author_id: string | null;
  reply_author_name: string | null;
  reply_source: ReviewReplySource | null;
  reply_state: StoredReplyState | null;
  location_id: string;
  location_name: string;
  assigned_to_user_id: string | null;
  assigned_to_name: string | null;
  assigned_by_user_id: string | null;
  assigned_by_name: string | null;
  assigned_at: Date | null;
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
export const ORDER_BY: Record<ReviewListFilters['sortBy'], Record<ReviewListFilters['sortDir'], string>> = {
  reviewDate: {
    asc: 'r.create_time ASC, r.id ASC',
    desc: 'r.create_time DESC, r.id DESC',
  },
  stars: {
    asc: 'r.stars ASC, r.create_time DESC, r.id DESC',
    desc: 'r.stars DESC, r.create_time DESC, r.id DESC',
  },
};

/** The Sumaa reply as reply_state carries it (timestamps in epoch milliseconds). */
interface StoredReplyState {
  status: ReplyStatus;
  content: string;
  authorId: string | null;
  authorName: string | null;
  failureCode: string | null;
  returnNote: string | null;
  reviewedByName: string | null;
  attempts: number;
  updatedAtMs: number;
}

/**
 * The review's Sumaa reply (review_replies, migration 012) in one column. A published one only while Google
 * still holds it as Sumaa published it: once a sync brings another text, the reply is Google's (reply_source).
 */
const REPLY_STATE_COLUMN = `(SELECT jsonb_build_object(
     'status', rr.reply_status, 'content', rr.content, 'authorId', rr.author_id, 'authorName', author.full_name,
     'failureCode', rr.failure_code, 'returnNote', rr.return_note, 'reviewedByName', reviewer.full_name,
     'attempts', rr.attempts, 'updatedAtMs', floor(extract(epoch FROM rr.updated_at) * 1000))
   FROM review_replies AS rr
   LEFT JOIN users AS author ON author.id = rr.author_id
   LEFT JOIN users AS reviewer ON reviewer.id = rr.reviewed_by
  WHERE rr.business_id = r.business_id AND rr.id = r.id
    AND (rr.reply_status <> 'published' OR r.reply_source = 'sumaa')) AS reply_state`;

const REVIEW_COLUMNS = `r.id, r.author_name, r.author_photo_url, r.is_anonymous, r.stars, r.comment_original,
  r.comment_translated, r.language, r.sentiment, r.create_time, r.removed_at, r.reply_comment, r.reply_update_time,
  r.reply_author_id, r.reply_source,
  (SELECT u.full_name FROM users AS u WHERE u.id = r.reply_author_id) AS reply_author_name,
  ${REPLY_STATE_COLUMN},
  r.location_id, l.name AS location_name,
  r.assigned_to_user_id, r.assigned_by_user_id, r.assigned_at,
  (SELECT u.full_name FROM users AS u WHERE u.id = r.assigned_to_user_id) AS assigned_to_name,
  (SELECT u.full_name FROM users AS u WHERE u.id = r.assigned_by_user_id) AS assigned_by_name`;

/**
 * The assignment filters over `r`. The search's matches carry no assignee, so there they go through the
 * reviews table (reviews_business_assignee_idx) by id.
 */
function assignmentCondition(
  filter: Exclude<ReviewListFilters['assigned'], 'all'>,
  assignee: string | null,
  overMatches: boolean,
): string {
  const condition = { me: `= ${assignee}`, anyone: 'IS NOT NULL', nobody: 'IS NULL' }[filter];
  if (!overMatches) return `r.assigned_to_user_id ${condition}`;
  const assigned = (test: string) =>
    `r.id IN (SELECT a.id FROM reviews AS a WHERE a.business_id = $1 AND a.assigned_to_user_id ${test})`;
  return filter === 'nobody' ? `NOT ${assigned('IS NOT NULL')}` : assigned(condition);
}

/** The reply filters over `r`: the reviews table, or the search's matches (which carry `replied`). */
const REPLY_CONDITIONS = {
  reviews: { replied: 'r.reply_comment IS NOT NULL', unreplied: 'r.reply_comment IS NULL' },
  matches: { replied: 'r.replied', unreplied: 'NOT r.replied' },
} as const;

export interface WhereClause {
  sql: string;
  parameters: SqlParameter[];
  /** Placeholder of the search's LIKE pattern; null without a search. */
  pattern: string | null;
  /**
   * The same filters over `c`, the business's review_counts (migration 041), with the same parameters; null
   * when a filter is not one the counts hold (search, keyword, assignment, a date range).
   */
  counted: string | null;
}

/**
 * The WHERE clause of the filters over `r`, with its parameters (`$1` is the business). `timeZone` reads
 * from/to as days there (the business's own); it must be given when either is. `userId` is the caller,
 * whom "assigned to me" means.
 */
export function whereClause(
  businessId: string,
  filters: ReviewListFilters,
  timeZone: string | null,
  userId: string | null,
): WhereClause {
  const parameters: SqlParameter[] = [businessId];
  const bind = (value: SqlParameter) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const term = normalizeSearchTerm(filters.search);
  const pattern = term ? bind(containsPattern(term)) : null;
  const conditions = ['r.business_id = $1'];
  const counted = ['c.business_id = $1'];
  if (filters.stars !== 'ALL') {
    const stars = bind(REVIEW_STARS_OF_FILTER[filters.stars]);
    conditions.push(`r.stars = ${stars}`);
    counted.push(`c.stars = ${stars}`);
  }
  if (filters.sentiment !== 'ALL') {
    const sentiment = bind(filters.sentiment);
    conditions.push(`r.sentiment = ${sentiment}`);
    counted.push(`c.sentiment = ${sentiment}`);
  }
  if (filters.replied !== 'all') {
    conditions.push(REPLY_CONDITIONS[pattern ? 'matches' : 'reviews'][filters.replied]);
    counted.push(filters.replied === 'replied' ? 'c.replied' : 'NOT c.replied');
  }
  if (filters.locationId) {
    const location = bind(filters.locationId);
    conditions.push(`r.location_id = ${location}`);
    counted.push(`c.location_id = ${location}`);
  }
  if (filters.language !== 'all') {
    const language = bind(filters.language);
    conditions.push(`r.language = ${language}`);
    counted.push(`c.language = ${language}`);
  }
  const countable = conditions.length;
  // An analytics keyword: the reviews whose keyword_keys hold its keywordKey (any spelling), found through the
  // index of migration 016 by app_reviews_with_keyword; by id, so over the search's matches too. ARRAY(…) makes
  // the lookup an InitPlan, run once before the scan: as `IN (SELECT …)`, stale statistics could lead the
  // planner to a plan that called it again and again (56 s at 50,000 reviews). A keyword with nothing left once
  // normalised (marks only) filters nothing, as an empty search does.
  const key = keywordKey(filters.keyword ?? '');
  if (key) conditions.push(`r.id = ANY(ARRAY(SELECT k.id FROM app_reviews_with_keyword(${bind(key)}) AS k))`);
  if (filters.assigned !== 'all') {
    if (filters.assigned === 'me' && !userId) throw new Error('“assigned to me” needs the caller');
    const assignee = filters.assigned === 'me' ? bind(userId) : null;
    conditions.push(assignmentCondition(filters.assigned, assignee, pattern !== null));
  }
  if (filters.from || filters.to) {
    if (!timeZone) throw new Error('a date range needs the business’s time zone');
    const zone = bind(timeZone);
    // From the start of `from` to the end of `to` (the start of the next day, excluded), local days.
    if (filters.from)
      conditions.push(`r.create_time >= ${bind(filters.from)}::date::timestamp AT TIME ZONE ${zone}`);
    if (filters.to)
      conditions.push(`r.create_time < (${bind(filters.to)}::date + 1)::timestamp AT TIME ZONE ${zone}`);
  }
  // Search, keyword, assignment and dates are none of the counts' columns.
  const answeredByCounts = pattern === null && conditions.length === countable;
  return {
    sql: conditions.join(' AND '),
    parameters,
    pattern,
    counted: answeredByCounts ? counted.join(' AND ') : null,
  };
}

function languageOf(value: string | null): ReviewLanguage | null {
  if (value === null) return null;
  return (REVIEW_LANGUAGES as readonly string[]).includes(value) ? (value as ReviewLanguage) : 'other';
}

function assignmentOf(row: InboxReviewRow): ReviewAssignment | null {
  if (!row.assigned_to_user_id || !row.assigned_at) return null;
  return {
    assignedTo: row.assigned_to_user_id,
    assignedToName: row.assigned_to_name,
    assignedByName: row.assigned_by_name,
    assignedById: row.assigned_by_user_id,
    createdAt: row.assigned_at.toISOString(),
  };
}

function replyStateOf(stored: StoredReplyState | null): ReplyState | null {
  if (!stored) return null;
  const { updatedAtMs, ...state } = stored;
  return {
    ...state,
    attempts: Number(state.attempts),
    updatedAt: new Date(Number(updatedAtMs)).toISOString(),
  };
}

function toInboxReview(row: InboxReviewRow): InboxReview {
  const replied = row.reply_comment !== null;
  const publishedBySumaa = replied && row.reply_source === 'sumaa';
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
    // Google does not say who wrote a reply made on Google.
    replyUser: publishedBySumaa ? row.reply_author_name : null,
    replyUserId: publishedBySumaa ? row.reply_author_id : null,
    assignment: assignmentOf(row),
    originalText: row.comment_original,
    translatedText: row.comment_translated,
    language: languageOf(row.language),
    locationId: row.location_id,
    locationName: row.location_name,
    isAnonymous: row.is_anonymous,
    replySource: replied ? (publishedBySumaa ? 'sumaa' : 'google') : null,
    replyState: replyStateOf(row.reply_state),
    removedAtGoogle: row.removed_at?.toISOString() ?? null,
  };
}

/** One page of the business's reviews matching the filters, and how many match in all. */
export async function listInboxReviews(
  tx: SqlExecutor,
  businessId: string,
  filters: ReviewListFilters,
  options: { timeZone: string | null; userId: string | null },
): Promise<ReviewPage> {
  const where = whereClause(businessId, filters, options.timeZone, options.userId);
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
    // The page's ids first, read in the sort's index order and stopping at the page (no count(*) OVER (), which
    // would read them all); only then the columns, whose subqueries would otherwise run for every skipped row.
    // When the counts answer the filters, the total comes with the page, from them (one statement, a sum over a
    // few rows); otherwise it is counted below when the page does not tell it.
    const total = where.counted
      ? `, (SELECT coalesce(sum(c.reviews), 0)::int FROM review_counts AS c WHERE ${where.counted}) AS total`
      : '';
    rows = await tx.query(
      `WITH page AS (
         SELECT r.id
           FROM reviews AS r
          WHERE ${where.sql}
          ORDER BY ${order}
          ${limit})
       SELECT ${REVIEW_COLUMNS}${total}
         FROM page
         JOIN reviews AS r ON r.business_id = $1 AND r.id = page.id
         JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
        ORDER BY ${order}`,
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

/** One review of the business as the list shows it (the columns and mapping above); null when it has none such. */
export async function readInboxReview(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
): Promise<InboxReview | null> {
  const [row] = await tx.query<InboxReviewRow>(
    `SELECT ${REVIEW_COLUMNS}
       FROM reviews AS r
       JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
      WHERE r.business_id = $1 AND r.id = $2`,
    [businessId, reviewId],
  );
  return row ? toInboxReview(row) : null;
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
  // A page past the end (no row to carry the total), or filters the counts do not hold.
  const [counted] = await tx.query<{ total: number }>(
    where.counted
      ? `SELECT coalesce(sum(c.reviews), 0)::int AS total FROM review_counts AS c WHERE ${where.counted}`
      : `SELECT count(*)::int AS total FROM ${source} AS r WHERE ${where.sql}`,
    where.parameters,
  );
  return counted.total;
}
