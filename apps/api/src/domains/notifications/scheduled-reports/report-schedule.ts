// The schedule of the weekly and monthly reports: each process with a worker looks every hour (jobs-plugin.ts)
// and queues, for every business whose own 08:00 on Sunday (weekly) or on the 1st (monthly) has come, the
// report of the period just ended, when the switch is on. The queueing is one INSERT … ON CONFLICT DO NOTHING
// on the period's row of report_deliveries (migration 018), so any number of looks, processes or restarts queue
// a period once. Left out: a business that has never had a review (a report of nothing), and a period that ended
// before the business joined. A period with no reviews of its own is still reported ("no new reviews").
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SETTINGS_TIMEZONES } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { readBusinessSettings } from '../../businesses';
import { enqueueReportDelivery, listReportCandidates, readBusinessFacts } from './report-deliveries-store';
import {
  addDays,
  duePeriod,
  REPORT_KINDS,
  REPORT_SWITCH,
  zonedInstant,
  type ReportPeriod,
} from './report-periods';

/** How often a process looks (a report is at most this late). */
export const REPORT_SCHEDULE_EVERY_MS = 60 * 60 * 1000;
const REPORT_MAX_ATTEMPTS = 3;

/** Whether a report of any kind is due anywhere now; outside those hours a look reads nothing. */
function anyReportDue(now: Date): boolean {
  return SETTINGS_TIMEZONES.some((timeZone) => REPORT_KINDS.some((kind) => duePeriod(kind, now, timeZone)));
}

/**
 * Queues every report due now and not queued before (or only those of the businesses named, as tests on a
 * shared database do); returns how many were queued. Safe to call any number of times, from any number of
 * processes.
 */
export async function queueScheduledReports(app: FastifyInstance, only?: readonly string[]): Promise<number> {
  const now = app.now();
  if (!anyReportDue(now)) return 0;
  let queued = 0;
  const failures: unknown[] = [];
  const candidates = await listReportCandidates(app.db);
  for (const businessId of only ? candidates.filter((id) => only.includes(id)) : candidates) {
    try {
      queued += await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        const settings = await readBusinessSettings(tx, businessId);
        if (!settings.notifications.emailNotifications) return 0;
        const { timezone } = settings.preferences;
        const due = REPORT_KINDS.map((kind) => duePeriod(kind, now, timezone)).filter(
          (period): period is ReportPeriod =>
            period !== null && settings.notifications[REPORT_SWITCH[period.kind]],
        );
        if (due.length === 0) return 0;
        const facts = await readBusinessFacts(tx, businessId);
        if (!facts?.hasReviews) return 0;
        let created = 0;
        for (const period of due) {
          const periodOver = zonedInstant(addDays(period.end, 1), 0, timezone);
          if (facts.createdAt >= periodOver) continue;
          const inserted = await enqueueReportDelivery(tx, {
            businessId,
            kind: period.kind,
            days: period,
            maxAttempts: REPORT_MAX_ATTEMPTS,
            now,
          });
          if (inserted) created += 1;
        }
        return created;
      });
    } catch (error) {
      // One business's trouble does not hold up the others; the next look tries it again.
      failures.push(error);
    }
    // PGlite settles a transaction without a macrotask: let requests in between businesses.
    await nextTurn();
  }
  if (queued > 0) app.jobs.wake();
  if (failures.length > 0) {
    throw new AggregateError(failures, `scheduled reports: ${failures.length} business(es) not queued`);
  }
  return queued;
}
