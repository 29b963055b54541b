// The competitors' daily figures (issue 11): once a day each followed place's rating and review count are read
// from Google (place details) and recorded for the business's own local day. The daily schedule
// (jobs/daily-schedule.ts, registered in jobs/jobs-plugin.ts) looks every hour and runs this once a UTC day;
// a run records only the competitors without a row for their business's today, and each row is an upsert on
// (competitor_id, day), so a second run, another process or a restart never records a day twice, and a run
// that Google cut short is finished by the next look. Google is asked once per competitor and day, whichever
// processes run it (db/cross-process-lock.ts). A place Google no longer lists keeps its history and gets no row
// that day.
import type { FastifyInstance } from 'fastify';
import { unlessAnotherProcessIs } from '../../db/cross-process-lock';
import { DailySchedule } from '../../jobs/daily-schedule';
import { readBusinessSettings } from '../businesses';
import { googlePlacesClient } from '../google';
import { figuresOf, localDay } from './competitor-figures';
import {
  listBusinessesWithCompetitors,
  listCompetitorsWithoutSnapshot,
  recordSnapshot,
  type CompetitorRow,
} from './competitors-store';

/**
 * Records today's figures of every competitor that has none for its business's today; returns how many were
 * recorded. Safe to call any number of times, from any number of processes. One competitor's trouble (Google
 * not answering for its place) does not hold up the others: each is logged, all are reported at the end, and
 * the next look tries again. Stops between competitors once `signal` is aborted (the app closing): a Google
 * call may take seconds, and the rest of the day's run is left to the next look.
 */
export async function recordCompetitorSnapshots(app: FastifyInstance, signal?: AbortSignal): Promise<number> {
  const places = googlePlacesClient(app);
  const log = app.log.child({ component: 'competitor-snapshots' });
  let recorded = 0;
  const failures: unknown[] = [];
  for (const businessId of await listBusinessesWithCompetitors(app.db)) {
    if (signal?.aborted) break;
    const scope = { businessId, userId: null };
    let today: { day: string; due: CompetitorRow[] };
    try {
      const now = app.now();
      today = await app.db.tenantTransaction(scope, async (tx) => {
        const { timezone } = (await readBusinessSettings(tx, businessId)).preferences;
        const day = localDay(now, timezone);
        return { day, due: await listCompetitorsWithoutSnapshot(tx, businessId, day) };
      });
    } catch (error) {
      log.error({ err: error, businessId }, 'competitor snapshots: the business’s competitors not read');
      failures.push(error);
      continue;
    }
    // Google is asked outside any transaction; each answer is kept as it comes.
    const { day, due } = today;
    for (const competitor of due) {
      if (signal?.aborted) break;
      try {
        // One process asks Google for a competitor's day (each call is billed): another one doing it now is left
        // to it, and one that finished meanwhile is seen by the second look below.
        await unlessAnotherProcessIs(app.db, scope, `competitor-snapshot:${competitor.id}`, async () => {
          const stillDue = await app.db.tenantTransaction(scope, (tx) =>
            listCompetitorsWithoutSnapshot(tx, businessId, day),
          );
          if (!stillDue.some((each) => each.id === competitor.id)) return;
          const place = await places.placeDetails(competitor.place_id);
          if (!place) return;
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
        });
      } catch (error) {
        log.error(
          { err: error, businessId, competitorId: competitor.id },
          'competitor snapshot not recorded; tried again at the next look',
        );
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `competitor snapshots: ${failures.length} not recorded`);
  }
  return recorded;
}

/**
 * The schedule jobs-plugin.ts starts with the worker: a look every `checkEveryMs`, a run once a UTC day; a run
 * under way stops between competitors once `signal` is aborted (the app closing).
 */
export function competitorSnapshotSchedule(
  app: FastifyInstance,
  checkEveryMs: number,
  signal: AbortSignal,
): DailySchedule {
  return new DailySchedule({
    name: 'competitor snapshots',
    now: app.now,
    checkEveryMs,
    log: app.log.child({ component: 'jobs' }),
    task: async () => void (await recordCompetitorSnapshots(app, signal)),
  });
}
