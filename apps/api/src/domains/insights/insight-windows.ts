// The windows and bars of the super admin's overview and analytics, in the platform's days (Asia/Riyadh, as the
// subscriptions CSV: UTC+3 all year, no daylight saving, so a local midnight is a fixed offset from UTC).
import { INSIGHT_PERIOD_DAYS, type InsightBucketKind, type InsightPeriod } from '@sumaa/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Riyadh is UTC+3 and keeps no daylight saving time. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** [from, to): instants. */
export interface InstantWindow {
  from: Date;
  to: Date;
}

export interface Bucket extends InstantWindow {
  /** The bucket's first and last local day, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
}

/** The local midnight starting the day of `instant`. */
export function localMidnight(instant: Date): Date {
  const local = instant.getTime() + RIYADH_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - RIYADH_OFFSET_MS);
}

/** The local midnight starting the month of `instant`, moved by `months`. */
export function localMonthStart(instant: Date, months = 0): Date {
  const local = new Date(instant.getTime() + RIYADH_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 1) - RIYADH_OFFSET_MS);
}

export function localDayOf(instant: Date): string {
  return new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

export function localMonthOf(instant: Date): string {
  return localDayOf(instant).slice(0, 7);
}

const addDays = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

/**
 * The period's window: the last N local days including today (7d, 30d, 90d), or the last 12 calendar
 * months including this one (1y). The previous window is as long and ends where this one starts.
 */
export function periodWindows(
  period: InsightPeriod,
  now: Date,
): { current: InstantWindow; previous: InstantWindow } {
  // Whole local days: the current window ends at tomorrow's midnight (nothing is dated after now).
  const to = addDays(localMidnight(now), 1);
  if (period === '1y') {
    const from = localMonthStart(now, -11);
    return { current: { from, to }, previous: { from: localMonthStart(now, -23), to: from } };
  }
  const days = INSIGHT_PERIOD_DAYS[period];
  const from = addDays(to, -days);
  return { current: { from, to }, previous: { from: addDays(from, -days), to: from } };
}

/** A day per bar for 7d, a week for 30d (counted back from today), a calendar month for 90d and 1y. */
export function bucketKind(period: InsightPeriod): InsightBucketKind {
  if (period === '7d') return 'day';
  if (period === '30d') return 'week';
  return 'month';
}

function bucketOf(from: Date, to: Date): Bucket {
  return { from, to, firstDay: localDayOf(from), lastDay: localDayOf(addDays(to, -1)) };
}

/** The bars of the period, oldest first; the first may be cut by the window's start, the last ends tomorrow. */
export function periodBuckets(period: InsightPeriod, now: Date): Bucket[] {
  const { from } = periodWindows(period, now).current;
  const tomorrow = addDays(localMidnight(now), 1);
  const kind = bucketKind(period);
  const buckets: Bucket[] = [];
  if (kind === 'month') {
    for (let start = localMonthStart(from); start < tomorrow; start = localMonthStart(start, 1)) {
      const end = localMonthStart(start, 1);
      buckets.push(bucketOf(start < from ? from : start, end < tomorrow ? end : tomorrow));
    }
    return buckets;
  }
  const step = kind === 'day' ? 1 : 7;
  for (let end = tomorrow; end > from; end = addDays(end, -step)) {
    const start = addDays(end, -step);
    buckets.unshift(bucketOf(start < from ? from : start, end));
  }
  return buckets;
}

/** The last `count` calendar months, oldest first, the current one up to tomorrow. */
export function lastMonths(now: Date, count: number): (Bucket & { month: string })[] {
  const tomorrow = addDays(localMidnight(now), 1);
  return Array.from({ length: count }, (_, index) => {
    const start = localMonthStart(now, index - (count - 1));
    const end = index === count - 1 ? tomorrow : localMonthStart(start, 1);
    return { ...bucketOf(start, end), month: localMonthOf(start) };
  });
}

/** A percentage to one decimal. */
export const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
