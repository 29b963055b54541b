// When the scheduled reports are sent and what days they cover, in the business's own time zone:
// - weekly: Sunday at 08:00, about the 7 days ending yesterday (Sunday to Saturday), against the 7 before;
// - monthly: the 1st at 08:00, about the previous calendar month, against the month before it.
// A report is sent from its moment on for REPORT_LATE_LIMIT_MS (a restart, an API down for a night); after that
// it is left out rather than arriving days late, and the next period's comes on time.
import type { UnsubscribableSwitch } from '@sumaa/contracts';

export const REPORT_KINDS = ['weekly', 'monthly'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The business notification switch of each report (business/settings.ts). */
export const REPORT_SWITCH: Record<ReportKind, UnsubscribableSwitch & ('weeklyReports' | 'monthlyReports')> =
  {
    weekly: 'weeklyReports',
    monthly: 'monthlyReports',
  };

/** The local hour a report is sent at. */
export const REPORT_SEND_HOUR = 8;
export const REPORT_LATE_LIMIT_MS = 48 * 60 * 60 * 1000;

/** Days as YYYY-MM-DD, both included. */
export interface ReportDays {
  start: string;
  end: string;
}

export interface ReportPeriod extends ReportDays {
  kind: ReportKind;
  /** The moment it is sent: REPORT_SEND_HOUR on the day after `end`, local time. */
  sendAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayOf(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function utcMsOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

export function addDays(day: string, days: number): string {
  return dayOf(utcMsOf(day) + days * DAY_MS);
}

/** The first day of the month `months` months from the month of `day` (negative: earlier). */
function firstOfMonth(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number);
  return dayOf(Date.UTC(year, month - 1 + months, 1));
}

/** Sunday 0 … Saturday 6. */
function weekdayOf(day: string): number {
  return new Date(utcMsOf(day)).getUTCDay();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** The local day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return dayOf(Date.UTC(clock.year, clock.month - 1, clock.day));
}

/** How far the zone's clock is ahead of UTC at an instant. */
function offsetMs(instantMs: number, timeZone: string): number {
  const clock = wallClock(new Date(instantMs), timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** The instant the zone's clocks show `hour`:00 on `day` (a second pass settles a daylight-saving edge). */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const wall = utcMsOf(day) + hour * 60 * 60 * 1000;
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone));
}

/** The period of this kind whose report was sent last at or before `now`. */
export function latestPeriod(kind: ReportKind, now: Date, timeZone: string): ReportPeriod {
  const today = localDay(now, timeZone);
  const thisTurn = kind === 'weekly' ? addDays(today, -weekdayOf(today)) : firstOfMonth(today);
  const sentToday = zonedInstant(thisTurn, REPORT_SEND_HOUR, timeZone) <= now;
  const sendDay = sentToday
    ? thisTurn
    : kind === 'weekly'
      ? addDays(thisTurn, -7)
      : firstOfMonth(thisTurn, -1);
  return {
    kind,
    start: kind === 'weekly' ? addDays(sendDay, -7) : firstOfMonth(sendDay, -1),
    end: addDays(sendDay, -1),
    sendAt: zonedInstant(sendDay, REPORT_SEND_HOUR, timeZone),
  };
}

/** The period whose report is due at `now` (its moment passed, not longer ago than the limit), or null. */
export function duePeriod(kind: ReportKind, now: Date, timeZone: string): ReportPeriod | null {
  const period = latestPeriod(kind, now, timeZone);
  return now.getTime() - period.sendAt.getTime() < REPORT_LATE_LIMIT_MS ? period : null;
}

/** The period a report compares with: the 7 days before a week, the calendar month before a month. */
export function periodBefore(kind: ReportKind, days: ReportDays): ReportDays {
  return kind === 'weekly'
    ? { start: addDays(days.start, -7), end: addDays(days.start, -1) }
    : { start: firstOfMonth(days.start, -1), end: addDays(days.start, -1) };
}
