// The plan's daily quota of competitor searches (issue 21, L1): each is a billable Google Places call. Counted per
// business-local day (its time zone's midnight starts a new one); a business without a subscription has no quota,
// like its other limits.
import type { SqlExecutor } from '../../../db/database';
import { readBusinessSettings } from '../../businesses';
import { countSearchWithinLimit } from './competitor-search-usage-store';
import { readPlanLimits } from './plan-limits';

export type CompetitorSearchAdmission =
  | { admitted: true }
  /** The day's quota is used up until `resetsAt` (the next local midnight in `timeZone`). */
  | { admitted: false; limit: number; resetsAt: Date; timeZone: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now`'s calendar day in `timeZone` (YYYY-MM-DD) and the instant the next one starts. */
export function localDayIn(now: Date, timeZone: string): { day: string; nextDayStartsAt: Date } {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)!.value);
  const [year, month, date] = [part('year'), part('month'), part('day')];
  const wallClock = Date.UTC(year, month - 1, date, part('hour'), part('minute'), part('second'));
  // The zone's offset now; the product's zones (Asia/Riyadh, Asia/Dubai, UTC) keep one all year.
  const offset = wallClock - Math.floor(now.getTime() / 1000) * 1000;
  const day = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  return { day, nextDayStartsAt: new Date(Date.UTC(year, month - 1, date) + DAY_MS - offset) };
}

/** Takes one search of today's quota, or says the quota is used up and when it resets. */
export async function admitCompetitorSearch(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<CompetitorSearchAdmission> {
  const limit = (await readPlanLimits(tx, businessId)).competitorSearchesPerDay;
  if (limit === null) return { admitted: true };
  const { timezone } = (await readBusinessSettings(tx, businessId)).preferences;
  const { day, nextDayStartsAt } = localDayIn(now, timezone);
  if ((await countSearchWithinLimit(tx, { businessId, day, limit })) !== null) return { admitted: true };
  return { admitted: false, limit, resetsAt: nextDayStartsAt, timeZone: timezone };
}
