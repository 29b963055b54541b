// app.jobs: the job queue of this API process (ADR 0005). The worker starts with the app unless
// JOBS_WORKER=off (the test app turns it off; tests run jobs with `app.jobs.runUntilIdle()`), and stops
// on close, before the database closes, handing running jobs back. With the worker, the daily schedule
// queues each day's data-retention runs.
import fp from 'fastify-plugin';
import { dataRetentionJob, queueDailyDataRetention } from '../domains/businesses/data-retention-job';
import { syncReviewsJob } from '../domains/reviews/sync/sync-reviews-job';
import { DailySchedule } from './daily-schedule';
import { JobQueue } from './job-queue';

/** How often the daily schedule looks whether a new (UTC) day has begun. */
const DAILY_SCHEDULE_CHECK_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export const jobsPlugin = fp(
  async (app) => {
    const { jobs: settings } = app.config;
    const queue = new JobQueue({
      database: app.db,
      now: app.now,
      log: app.log.child({ component: 'jobs' }),
      kinds: [syncReviewsJob(app), dataRetentionJob(app)],
      leaseMs: settings.leaseSeconds * 1000,
      pollIntervalMs: settings.pollIntervalMs,
      concurrency: settings.concurrency,
      retryBaseMs: settings.retryBaseSeconds * 1000,
      retryMaxMs: settings.retryMaxSeconds * 1000,
    });
    app.decorate('jobs', queue);
    const dataRetention = new DailySchedule({
      name: 'data retention',
      now: app.now,
      checkEveryMs: DAILY_SCHEDULE_CHECK_MS,
      log: app.log.child({ component: 'jobs' }),
      task: async () => {
        if ((await queueDailyDataRetention(app)) > 0) queue.wake();
      },
    });
    if (settings.workerEnabled) {
      app.addHook('onReady', async () => {
        queue.start();
        dataRetention.start();
      });
    }
    app.addHook('onClose', async () => {
      await dataRetention.stop();
      await queue.stop('shutdown');
    });
  },
  { name: 'jobs', dependencies: ['app-context', 'database'] },
);
