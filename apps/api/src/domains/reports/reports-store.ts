// The reports' SQL: the performance summary, the growth, the keywords and the weekly and monthly trends of a
// business's reviews, in the caller's tenant transaction. Periods are days in the business's time zone, read exactly as the inbox reads its from/to
// (reviews/inbox-store.ts), so the summary's total is the count GET /api/Reviews gives for the same days.
// Reviews Google no longer has (removed_at, migration 015) are counted as the inbox lists them: marked, not hidden.
import type {
  Growth,
  KeywordReport,
  MonthlySentiment,
  PerformanceSummary,
  WeeklySentiment,
} from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../db/database';
import { keywordKey } from '../reviews';

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

/** The WHERE conditions (on `reviews AS r`) of the business's reviews created in the days, and their values. */
export function reviewsOfDays(
  businessId: string,
  days: ReportDays,
  timeZone: string,
): { conditions: string[]; parameters: SqlParameter[] } {
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
  return { conditions, parameters };
}

/** The business's reviews created in the period: how many, their stars, sentiments and replies. */
export async function readPerformanceSummary(
  tx: SqlExecutor,
  businessId: string,
  days: ReportDays,
  timeZone: string,
): Promise<PerformanceSummary> {
  const { conditions, parameters } = reviewsOfDays(businessId, days, timeZone);
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

/**
 * The keywords of the business's reviews created in the days, the most mentioned first. Each review stores its
 * own keywords once per word (reviews/analysis/keywords.ts), so a review counts once. SQL counts each stored
 * spelling; spellings sharing a keywordKey (قهوة, قهوه; room, rooms) are then added up here and shown as the
 * most used one, which is why every spelling is read rather than only the first `rowLimit`.
 */
export async function readKeywords(
  tx: SqlExecutor,
  businessId: string,
  options: ReportDays & { rowLimit: number; timeZone: string },
): Promise<KeywordReport[]> {
  const { conditions, parameters } = reviewsOfDays(businessId, options, options.timeZone);
  const rows = await tx.query<{ keyword: string; mentions: number; positive: number; negative: number }>(
    `SELECT k.keyword,
            count(*)::int AS mentions,
            count(*) FILTER (WHERE r.sentiment = 'Positive')::int AS positive,
            count(*) FILTER (WHERE r.sentiment = 'Negative')::int AS negative
       FROM reviews AS r
      CROSS JOIN LATERAL unnest(r.keywords) AS k (keyword)
      WHERE ${conditions.join(' AND ')}
      GROUP BY k.keyword`,
    parameters,
  );

  const byKey = new Map<
    string,
    { spelling: string; spellingMentions: number; mentions: number; positive: number; negative: number }
  >();
  for (const row of rows) {
    const key = keywordKey(row.keyword);
    if (!key) continue;
    const entry = byKey.get(key);
    if (!entry) {
      byKey.set(key, {
        spelling: row.keyword,
        spellingMentions: row.mentions,
        mentions: row.mentions,
        positive: row.positive,
        negative: row.negative,
      });
      continue;
    }
    entry.mentions += row.mentions;
    entry.positive += row.positive;
    entry.negative += row.negative;
    // The most used spelling names the keyword; a tie goes to the first in code-point order (stable answers).
    if (
      row.mentions > entry.spellingMentions ||
      (row.mentions === entry.spellingMentions && row.keyword < entry.spelling)
    ) {
      entry.spelling = row.keyword;
      entry.spellingMentions = row.mentions;
    }
  }
  return [...byKey.values()]
    .sort(
      (a, b) => b.mentions - a.mentions || (a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0),
    )
    .slice(0, options.rowLimit)
    .map((entry) => ({
      keyword: entry.spelling,
      mentions: entry.mentions,
      positive: percentOf(entry.positive, entry.mentions),
      negative: percentOf(entry.negative, entry.mentions),
    }));
}

/**
 * The sentiments of the last `weeks` weeks of seven of the business's days, the last ending today, oldest
 * first; every week is there, a week without reviews with zeros.
 */
export async function readWeeklySentiment(
  tx: SqlExecutor,
  businessId: string,
  options: { weeks: number; timeZone: string; now: Date },
): Promise<WeeklySentiment[]> {
  const rows = await tx.query<{
    period: string;
    reviews: number;
    positive: number;
    negative: number;
    neutral: number;
  }>(
    `WITH today AS (SELECT ($2::timestamptz AT TIME ZONE $3)::date AS day),
          weeks AS (SELECT t.day - 7 * w + 1 AS first_day FROM today AS t, generate_series(1, $4::int) AS w)
     SELECT to_char(wk.first_day, 'YYYY-MM-DD') AS period,
            count(r.id)::int AS reviews,
            count(r.id) FILTER (WHERE r.sentiment = 'Positive')::int AS positive,
            count(r.id) FILTER (WHERE r.sentiment = 'Negative')::int AS negative,
            count(r.id) FILTER (WHERE r.sentiment = 'Neutral')::int AS neutral
       FROM weeks AS wk
       LEFT JOIN reviews AS r
         ON r.business_id = $1
        AND r.create_time >= wk.first_day::timestamp AT TIME ZONE $3
        AND r.create_time < (wk.first_day + 7)::timestamp AT TIME ZONE $3
      GROUP BY wk.first_day
      ORDER BY wk.first_day`,
    [businessId, options.now, options.timeZone, options.weeks],
  );
  return rows.map((row) => ({
    period: row.period,
    positive: percentOf(row.positive, row.reviews),
    negative: percentOf(row.negative, row.reviews),
    neutral: percentOf(row.neutral, row.reviews),
    reviews: row.reviews,
  }));
}

/**
 * The reviews and average stars of the last `months` calendar months of the business's time zone, the current
 * one (so far) last, oldest first; every month is there, one without reviews with 0 and rating 0.
 */
export async function readMonthlySentiment(
  tx: SqlExecutor,
  businessId: string,
  options: { months: number; timeZone: string; now: Date },
): Promise<MonthlySentiment[]> {
  const rows = await tx.query<{ month: string; reviews: number; rating: number }>(
    `WITH this_month AS (SELECT date_trunc('month', $2::timestamptz AT TIME ZONE $3) AS first_day),
          months AS (
            SELECT m.first_day - make_interval(months => n) AS first_day
              FROM this_month AS m, generate_series(0, $4::int - 1) AS n)
     SELECT to_char(mo.first_day, 'YYYY-MM') AS month,
            count(r.id)::int AS reviews,
            coalesce(round(avg(r.stars), 2), 0)::float8 AS rating
       FROM months AS mo
       LEFT JOIN reviews AS r
         ON r.business_id = $1
        AND r.create_time >= mo.first_day AT TIME ZONE $3
        AND r.create_time < (mo.first_day + interval '1 month') AT TIME ZONE $3
      GROUP BY mo.first_day
      ORDER BY mo.first_day`,
    [businessId, options.now, options.timeZone, options.months],
  );
  return rows.map((row) => ({ month: row.month, reviews: row.reviews, rating: Number(row.rating) }));
}
