// The responsiveness report's SQL (issue 11): how many of a period's reviews were answered and how fast, overall,
// by location and by team member, in the caller's tenant transaction. The period is read by the summary's own
// `reviewsOfDays`, so `reviews` and `replied` are the performance summary's totalReviews and repliedReviews for
// the same days (reviews Google no longer has included, as the summary counts them).
import type { ResponsivenessFigures, ResponsivenessReport } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import { reviewsOfDays, type ReportDays } from './reports-store';

/**
 * The period's reviews with what the report needs of each. A review is answered when Google holds a reply
 * (reply_comment), as the summary counts it. The response time is read from reply_update_time, Google's time of
 * the reply's last change: a reply edited later counts from its edit, not from its first publishing, which is
 * the only time Google keeps. A reply dated before its review (clocks, imports) counts as 0 hours.
 */
function periodReviews(conditions: readonly string[]): string {
  return `period AS (
    SELECT r.id, r.location_id, r.reply_author_id, r.reply_source,
           r.reply_comment IS NOT NULL AS replied,
           CASE WHEN r.reply_comment IS NOT NULL
                THEN greatest(extract(epoch FROM (r.reply_update_time - r.create_time))::float8 / 3600, 0)
           END AS hours
      FROM reviews AS r
     WHERE ${conditions.join(' AND ')})`;
}

/** The median of `hours` in the group, one decimal; null when the group has no answered review. */
const MEDIAN_HOURS = `round((percentile_cont(0.5) WITHIN GROUP (ORDER BY p.hours))::numeric, 1)::float8`;

interface FiguresRow {
  reviews: number;
  replied: number;
  median_hours: number | null;
}

/** A share of a whole as a percentage with one decimal, as the summary rounds its responseRate. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

function figuresOf(row: FiguresRow): ResponsivenessFigures {
  return {
    reviews: row.reviews,
    replied: row.replied,
    responseRate: percentOf(row.replied, row.reviews),
    medianResponseHours: row.median_hours === null ? null : Number(row.median_hours),
  };
}

/** The business's response rate and median response time for the reviews created in the days. */
export async function readResponsiveness(
  tx: SqlExecutor,
  businessId: string,
  days: ReportDays,
  timeZone: string,
): Promise<ResponsivenessReport> {
  const { conditions, parameters } = reviewsOfDays(businessId, days, timeZone);
  const period = periodReviews(conditions);

  // A reply that is not Sumaa's was made on Google: a sync that brings a reply Sumaa did not publish clears
  // reply_source (reviews-store.ts upsertReviews), so it is read as the inbox reads it, not as 'google' only.
  const [overall] = await tx.query<FiguresRow & { replied_on_google: number }>(
    `WITH ${period}
     SELECT count(*)::int AS reviews,
            count(*) FILTER (WHERE p.replied)::int AS replied,
            count(*) FILTER (WHERE p.replied AND p.reply_source IS DISTINCT FROM 'sumaa')::int AS replied_on_google,
            ${MEDIAN_HOURS} AS median_hours
       FROM period AS p`,
    parameters,
  );

  // Every location of the business, those without reviews in the period with zeros.
  const locations = await tx.query<FiguresRow & { location_id: string; location_name: string }>(
    `WITH ${period}
     SELECT l.id AS location_id, l.name AS location_name,
            count(p.id)::int AS reviews,
            count(p.id) FILTER (WHERE p.replied)::int AS replied,
            ${MEDIAN_HOURS} AS median_hours
       FROM locations AS l
       LEFT JOIN period AS p ON p.location_id = l.id
      WHERE l.business_id = $1
      GROUP BY l.id, l.name
      ORDER BY reviews DESC, l.name, l.id`,
    parameters,
  );

  // The replies members published through Sumaa that Google still holds. A member who has since left keeps
  // the replies they wrote; one whose account was deleted has no author any more (ON DELETE SET NULL).
  const members = await tx.query<{
    user_id: string;
    name: string;
    replies: number;
    median_hours: number | null;
  }>(
    `WITH ${period}
     SELECT p.reply_author_id AS user_id, u.full_name AS name,
            count(*)::int AS replies,
            ${MEDIAN_HOURS} AS median_hours
       FROM period AS p
       JOIN users AS u ON u.id = p.reply_author_id
      WHERE p.replied AND p.reply_source = 'sumaa'
      GROUP BY p.reply_author_id, u.full_name
      ORDER BY replies DESC, u.full_name, p.reply_author_id`,
    parameters,
  );

  return {
    overall: figuresOf(overall),
    byLocation: locations.map((row) => ({
      locationId: row.location_id,
      locationName: row.location_name,
      ...figuresOf(row),
    })),
    byMember: members.map((row) => ({
      userId: row.user_id,
      name: row.name,
      replies: row.replies,
      medianResponseHours: row.median_hours === null ? null : Number(row.median_hours),
    })),
    repliedOnGoogle: overall.replied_on_google,
  };
}
