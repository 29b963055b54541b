// The reviews export's SQL (GET /api/Reviews/export): one batch of the reviews matching the inbox's filters,
// in the inbox's order, after the last review of the batch before. The WHERE clause and the order are the
// inbox's own (../inbox-store.ts), so the file holds exactly the reviews GET /api/Reviews pages through.
//
// Batches are read by keyset, not OFFSET: each starts right after the previous batch's last review (its sort
// key and id, the id settling ties), so a batch costs the same at the 100th as at the first, and a review is
// never read twice however the batches fall between equal dates or ratings. The cursor's time travels as
// PostgreSQL's own text of it: a JavaScript Date would drop the microseconds and break the comparison.
import type {
  ReviewExportFilters,
  ReviewListFilters,
  ReviewReplySource,
  ReviewSentiment,
} from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../../db/database';
import { ORDER_BY, whereClause } from '../inbox-store';
import type { ExportReplyStatus } from './review-export-texts';

/** Where the next batch starts: after this review, in the export's order. */
export interface ReviewExportCursor {
  stars: number;
  /** create_time as PostgreSQL prints it (microseconds and offset included). */
  createTime: string;
  id: string;
}

/** One review as the CSV shows it; times already in the business's time zone. */
export interface ReviewExportRow {
  id: string;
  stars: number;
  cursor_time: string;
  /** YYYY-MM-DD HH:mm in the business's time zone. */
  review_date: string;
  sentiment: ReviewSentiment;
  language: string | null;
  location_name: string;
  author_name: string | null;
  is_anonymous: boolean;
  comment_original: string | null;
  comment_translated: string | null;
  reply_comment: string | null;
  reply_date: string | null;
  reply_source: ReviewReplySource | null;
  reply_author_name: string | null;
  /** The Sumaa reply's state while Google does not hold it as written (as the inbox's replyState). */
  sumaa_reply_status: Exclude<ExportReplyStatus, 'unreplied' | 'replied'> | 'published' | null;
  assigned_to_user_id: string | null;
  assigned_to_name: string | null;
  removed_at_google: boolean;
}

/**
 * The rows after the cursor, over `r` (the reviews, or the search's matches: both carry stars, create_time
 * and id). Written to follow ORDER_BY exactly: newest first within a rating, the id last.
 */
function afterCursor(
  sort: Pick<ReviewExportFilters, 'sortBy' | 'sortDir'>,
  cursor: ReviewExportCursor,
  bind: (value: SqlParameter) => string,
): string {
  const time = `${bind(cursor.createTime)}::timestamptz`;
  const id = `${bind(cursor.id)}::uuid`;
  // The bare bound on the leading column lets the (business_id, create_time | stars) indexes start there.
  if (sort.sortBy === 'reviewDate')
    return sort.sortDir === 'desc'
      ? `r.create_time <= ${time} AND (r.create_time, r.id) < (${time}, ${id})`
      : `r.create_time >= ${time} AND (r.create_time, r.id) > (${time}, ${id})`;
  const stars = `${bind(cursor.stars)}::smallint`;
  const laterOfSameRating = `(r.stars = ${stars} AND (r.create_time, r.id) < (${time}, ${id}))`;
  return sort.sortDir === 'desc'
    ? `r.stars <= ${stars} AND (r.stars < ${stars} OR ${laterOfSameRating})`
    : `r.stars >= ${stars} AND (r.stars > ${stars} OR ${laterOfSameRating})`;
}

/** The review's columns for the CSV; `zone` is the placeholder of the business's time zone. */
function exportColumns(zone: string): string {
  return `r.id, r.stars, r.create_time::text AS cursor_time,
    to_char(r.create_time AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS review_date,
    r.sentiment, r.language, l.name AS location_name, r.author_name, r.is_anonymous,
    r.comment_original, r.comment_translated, r.reply_comment,
    to_char(r.reply_update_time AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS reply_date,
    r.reply_source, reply_author.full_name AS reply_author_name,
    rr.reply_status AS sumaa_reply_status,
    r.assigned_to_user_id, assignee.full_name AS assigned_to_name,
    r.removed_at IS NOT NULL AS removed_at_google`;
}

/**
 * Up to `limit` reviews of the business matching the filters, in the inbox's order, after `after` (from the
 * first when null). `timeZone` writes the dates and reads from/to; `userId` is whom "assigned to me" means.
 */
export async function readReviewExportBatch(
  tx: SqlExecutor,
  businessId: string,
  filters: ReviewExportFilters,
  options: { timeZone: string; userId: string; after: ReviewExportCursor | null; limit: number },
): Promise<ReviewExportRow[]> {
  // The inbox's clause reads filters only, never the page.
  const listFilters: ReviewListFilters = { ...filters, page: 1, pageSize: options.limit };
  const where = whereClause(businessId, listFilters, options.timeZone, options.userId);
  const parameters = [...where.parameters];
  const bind = (value: SqlParameter) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const conditions = [where.sql];
  if (options.after) conditions.push(afterCursor(filters, options.after, bind));
  const order = ORDER_BY[filters.sortBy][filters.sortDir];
  // As listInboxReviews: a search starts from the matches the trigram index finds.
  const source = where.pattern ? `app_reviews_matching(lower(${where.pattern}))` : 'reviews';
  const limit = bind(options.limit);
  // The batch's ids first, in the sort's index order and stopping at the limit; then their columns by primary
  // key. Two statements rather than one join: joined back, the planner reads the whole reviews table into a
  // hash for every batch (PGlite measured: two thirds of a batch's time at 100,000 reviews).
  const ids = await tx.query<{ id: string }>(
    `SELECT r.id
       FROM ${source} AS r
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${order}
      LIMIT ${limit}`,
    parameters,
  );
  if (ids.length === 0) return [];
  return tx.query<ReviewExportRow>(
    `SELECT ${exportColumns('$3')}
       FROM reviews AS r
       JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
       LEFT JOIN users AS reply_author ON reply_author.id = r.reply_author_id
       LEFT JOIN users AS assignee ON assignee.id = r.assigned_to_user_id
       LEFT JOIN review_replies AS rr
         ON rr.business_id = r.business_id AND rr.id = r.id
        AND (rr.reply_status <> 'published' OR r.reply_source = 'sumaa')
      WHERE r.business_id = $1 AND r.id = ANY($2::uuid[])
      ORDER BY ${order}`,
    [businessId, ids.map((row) => row.id), options.timeZone],
  );
}

export function cursorAfter(row: ReviewExportRow): ReviewExportCursor {
  return { stars: row.stars, createTime: row.cursor_time, id: row.id };
}
