// The competitors domain: followed places and their daily figures.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { DAILY_SCHEDULE_CHECK_MS } from '../../jobs/daily-schedule';
import { competitorSnapshotSchedule } from './competitor-snapshot-job';
import { competitorsDomain } from './routes';

export const competitorsPlugin = fp(
  async (app) => {
    // Each followed competitor's rating and review count, once a day.
    app.schedules.add(competitorSnapshotSchedule(app, DAILY_SCHEDULE_CHECK_MS, app.schedules.signal));
    await app.register(competitorsDomain);
  },
  {
    name: 'competitors',
    dependencies: ['jobs', 'mail', 'authentication', 'businesses', 'billing', 'google'],
  },
);
