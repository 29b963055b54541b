// The analytics' period select (spec §2 "analytics", §9): the last 7 days, 30 days, 3 months or year, each
// ending today in the business's time zone, so that the browser asks for the same days the server counts; and
// the months and weeks its trends show. Shared by the analytics page and its printable report, so both agree.
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_DEFAULT: AnalyticsPeriod = 30;

/** A period's first and last day, both included, YYYY-MM-DD in the business's time zone. */
export interface PeriodDays {
  startDate: string;
  endDate: string;
}

/** The period's first and last day (both included), YYYY-MM-DD in `timeZone`; the last day is today there. */
export function periodDays(period: AnalyticsPeriod, timeZone: string, now: Date = new Date()): PeriodDays {
  return periodEndingOn(period, dayIn(timeZone, now));
}

/** The period's days when its last day is `endDate` (YYYY-MM-DD). */
export function periodEndingOn(period: AnalyticsPeriod, endDate: string): PeriodDays {
  const start = new Date(`${endDate}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (period - 1));
  return { startDate: start.toISOString().slice(0, 10), endDate };
}

/** `now` as a calendar day in `timeZone`, YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A period from the address bar (`?period=90`), the default when absent or not one of the four. */
export function periodFromSearch(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days)
    ? (days as AnalyticsPeriod)
    : ANALYTICS_PERIOD_DEFAULT;
}

/**
 * The months of the review trend (spec §9): the last 6 months, or 12 for the year. A week or a month is too
 * short a trend by itself, so the shorter periods show the same half year the spec's clients know.
 */
const TREND_MONTHS: Record<AnalyticsPeriod, number> = { 7: 6, 30: 6, 90: 6, 365: 12 };

export function trendMonthsOf(period: AnalyticsPeriod): number {
  return TREND_MONTHS[period];
}

/**
 * The weeks of the sentiment bars: the weeks that cover the period, with some context before it — 2 for 7 days
 * (one week alone would be one bar), 5 for 30, 13 for 3 months, 52 for the year (the server's most). (Spec §9's
 * 4 weeks were the earlier product's one and only window.)
 */
const SENTIMENT_WEEKS: Record<AnalyticsPeriod, number> = { 7: 2, 30: 5, 90: 13, 365: 52 };

export function sentimentWeeksOf(period: AnalyticsPeriod): number {
  return SENTIMENT_WEEKS[period];
}
