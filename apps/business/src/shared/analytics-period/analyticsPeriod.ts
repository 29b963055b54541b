// The analytics' period select (spec §2 "analytics", §9): the last 7 days, 30 days, 3 months or year, each
// ending today in the business's time zone, so that the browser asks for the same days the server counts.
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_DEFAULT: AnalyticsPeriod = 30;

/** The period's first and last day (both included), YYYY-MM-DD in `timeZone`; the last day is today there. */
export function periodDays(
  period: AnalyticsPeriod,
  timeZone: string,
  now: Date = new Date(),
): { startDate: string; endDate: string } {
  const endDate = dayIn(timeZone, now);
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
