// app.jobs: the job queue of this API process (ADR 0005). The worker starts with the app unless
// JOBS_WORKER=off (the test app turns it off; tests run jobs with `app.jobs.runUntilIdle()`), and stops
// on close, before the database closes, handing running jobs back.
import fp from 'fastify-plugin';
import { syncReviewsJob } from '../domains/reviews/sync/sync-reviews-job';
import { JobQueue } from './job-queue';

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
      kinds: [syncReviewsJob(app)],
      leaseMs: settings.leaseSeconds * 1000,
      pollIntervalMs: settings.pollIntervalMs,
      concurrency: settings.concurrency,
      retryBaseMs: settings.retryBaseSeconds * 1000,
      retryMaxMs: settings.retryMaxSeconds * 1000,
    });
    app.decorate('jobs', queue);
    if (settings.workerEnabled) app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => {
      await queue.stop('shutdown');
    });
  },
  { name: 'jobs', dependencies: ['app-context', 'database'] },
);
