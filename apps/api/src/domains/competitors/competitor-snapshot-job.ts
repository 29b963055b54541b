// The competitors' daily figures (issue 11): once a day each followed place's rating and review count are read
// from Google (place details) and recorded for the business's own local day. The daily schedule
// (jobs/daily-schedule.ts, registered in jobs/jobs-plugin.ts) looks every hour and runs this once a UTC day;
// a run records only the competitors without a row for their business's today, and each row is an upsert on
// (competitor_id, day), so a second run, another process or a restart never records a day twice, and a run
// that Google cut short is finished by the next look. A place Google no longer lists keeps its history and
// gets no row that day.
import type { FastifyInstance } from 'fastify';
import { DailySchedule } from '../../jobs/daily-schedule';
import { readBusinessSettings } from '../businesses/business-settings-store';
import { googlePlacesClient } from '../google';
import { figuresOf, localDay } from './competitor-figures';
import {
  listBusinessesWithCompetitors,
  listCompetitorsWithoutSnapshot,
  recordSnapshot,
} from './competitors-store';

/**
 * Records today's figures of every competitor that has none for its business's today; returns how many were
 * recorded. Safe to call any number of times, from any number of processes. One business's trouble (Google
 * not answering) does not hold up the others; it is reported at the end, and the next look tries again.
 */
export async function recordCompetitorSnapshots(app: FastifyInstance): Promise<number> {
  const places = googlePlacesClient(app);
  let recorded = 0;
  const failures: unknown[] = [];
  for (const businessId of await listBusinessesWithCompetitors(app.db)) {
    const scope = { businessId, userId: null };
    try {
      const now = app.now();
      const { day, due } = await app.db.tenantTransaction(scope, async (tx) => {
        const { timezone } = (await readBusinessSettings(tx, businessId)).preferences;
        const today = localDay(now, timezone);
        return { day: today, due: await listCompetitorsWithoutSnapshot(tx, businessId, today) };
      });
      // Google is asked outside any transaction; each answer is kept as it comes.
      for (const competitor of due) {
        const place = await places.placeDetails(competitor.place_id);
        if (!place) continue;
        await app.db.tenantTransaction(scope, (tx) =>
          recordSnapshot(tx, {
            businessId,
            competitorId: competitor.id,
            day,
            figures: figuresOf(place),
            checkedAt: app.now(),
          }),
        );
        recorded += 1;
      }
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `competitor snapshots: ${failures.length} business(es) not recorded`);
  }
  return recorded;
}

/** The schedule jobs-plugin.ts starts with the worker: a look every `checkEveryMs`, a run once a UTC day. */
export function competitorSnapshotSchedule(app: FastifyInstance, checkEveryMs: number): DailySchedule {
  return new DailySchedule({
    name: 'competitor snapshots',
    now: app.now,
    checkEveryMs,
    log: app.log.child({ component: 'jobs' }),
    task: async () => void (await recordCompetitorSnapshots(app)),
  });
}
