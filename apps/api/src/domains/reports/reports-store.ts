// The overview's SQL: the performance summary and the growth of a business's reviews, in the caller's tenant
// transaction. Periods are days in the business's time zone, read exactly as the inbox reads its from/to
// (reviews/inbox-store.ts), so the summary's total is the count GET /api/Reviews gives for the same days.
// Reviews Google no longer has (removed_at, migration 015) are counted as the inbox lists them: marked, not hidden.
import type { Growth, PerformanceSummary } from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../db/database';

/** Both days included, either may be left out; YYYY-MM-DD in the business's time zone. */
export interface ReportDays {
  startDate?: string;
  endDate?: string;
}

interface SummaryRow {
  total: number;
  average_rating: number;
  positive: number;
  negative: number;
  neutral: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
  replied: number;
}

/** A share of a whole as a percentage with one decimal; 0 of nothing is 0. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

/** The business's reviews created in the period: how many, their stars, sentiments and replies. */
export async function readPerformanceSummary(
  tx: SqlExecutor,
  businessId: string,
  days: ReportDays,
  timeZone: string,
): Promise<PerformanceSummary> {
  const parameters: SqlParameter[] = [businessId];
  const bind = (value: SqlParameter) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const conditions = ['r.business_id = $1'];
  if (days.startDate || days.endDate) {
    const zone = bind(timeZone);
    // From the start of the first day to the start of the day after the last (excluded), local days.
    if (days.startDate)
      conditions.push(`r.create_time >= ${bind(days.startDate)}::date::timestamp AT TIME ZONE ${zone}`);
    if (days.endDate)
      conditions.push(`r.create_time < (${bind(days.endDate)}::date + 1)::timestamp AT TIME ZONE ${zone}`);
  }
  const [row] = await tx.query<SummaryRow>(
    `SELECT count(*)::int AS total,
            coalesce(round(avg(r.stars), 2), 0)::float8 AS average_rating,
            count(*) FILTER (WHERE r.sentiment = 'Positive')::int AS positive,
            count(*) FILTER (WHERE r.sentiment = 'Negative')::int AS negative,
            count(*) FILTER (WHERE r.sentiment = 'Neutral')::int AS neutral,
            count(*) FILTER (WHERE r.stars = 1)::int AS stars_1,
            count(*) FILTER (WHERE r.stars = 2)::int AS stars_2,
            count(*) FILTER (WHERE r.stars = 3)::int AS stars_3,
            count(*) FILTER (WHERE r.stars = 4)::int AS stars_4,
            count(*) FILTER (WHERE r.stars = 5)::int AS stars_5,
            count(*) FILTER (WHERE r.reply_comment IS NOT NULL)::int AS replied
       FROM reviews AS r
      WHERE ${conditions.join(' AND ')}`,
    parameters,
  );
  return {
    totalReviews: row.total,
    averageRating: Number(row.average_rating),
    positiveReviews: row.positive,
    negativeReviews: row.negative,
    neutralReviews: row.neutral,
    starDistribution: {
      '1': row.stars_1,
      '2': row.stars_2,
      '3': row.stars_3,
      '4': row.stars_4,
      '5': row.stars_5,
    },
    repliedReviews: row.replied,
    responseRate: percentOf(row.replied, row.total),
  };
}

/**
 * Reviews of the last `days` days (today included, in the business's time zone) against the `days` days
 * before them; the growth is null when the earlier period had none (no ratio to give).
 */
export async function readGrowth(
  tx: SqlExecutor,
  businessId: string,
  options: { days: number; timeZone: string; now: Date },
): Promise<Growth> {
  const [row] = await tx.query<{ current_reviews: number; previous_reviews: number }>(
    `WITH today AS (SELECT ($2::timestamptz AT TIME ZONE $3)::date AS day),
          bounds AS (
            SELECT (day - 2 * $4::int + 1)::timestamp AT TIME ZONE $3 AS previous_start,
                   (day - $4::int + 1)::timestamp AT TIME ZONE $3 AS current_start,
                   (day + 1)::timestamp AT TIME ZONE $3 AS period_end
              FROM today)
     SELECT count(*) FILTER (WHERE r.create_time >= b.current_start)::int AS current_reviews,
            count(*) FILTER (WHERE r.create_time < b.current_start)::int AS previous_reviews
       FROM bounds AS b
       JOIN reviews AS r
         ON r.business_id = $1
        AND r.create_time >= b.previous_start AND r.create_time < b.period_end`,
    [businessId, options.now, options.timeZone, options.days],
  );
  const current = row.current_reviews;
  const previous = row.previous_reviews;
  return {
    // `|| 0` turns a -0 from rounding a tiny fall into 0.
    growthPercentage: previous === 0 ? null : Math.round(((current - previous) * 1000) / previous) / 10 || 0,
    currentPeriodReviews: current,
    previousPeriodReviews: previous,
    days: options.days,
  };
}
