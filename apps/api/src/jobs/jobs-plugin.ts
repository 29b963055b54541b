// app.jobs and app.schedules: the job queue of this API process (ADR 0005) and the periodic looks that fill it.
// The infrastructure knows no domain: each domain plugin registers its job kinds (`app.jobs.register`) and adds
// its schedules (`app.schedules.add`) at boot (ADR 0013). The worker and the schedules start with the app unless
// JOBS_WORKER=off (the test app turns it off; tests run jobs with `app.jobs.runUntilIdle()`), and stop on close,
// before the database closes, handing running jobs back: the runs under way are told to stop (between businesses
// or competitors) and everything is stopped at once, the queue included.
import fp from 'fastify-plugin';
import { JobQueue } from './job-queue';
import { Schedules } from './schedules';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    schedules: Schedules;
  }
}

export const jobsPlugin = fp(
  async (app) => {
    const { jobs: settings } = app.config;
    const queue = new JobQueue({
      database: app.db,
      now: app.now,
      log: app.log.child({ component: 'jobs' }),
      leaseMs: settings.leaseSeconds * 1000,
      pollIntervalMs: settings.pollIntervalMs,
      concurrency: settings.concurrency,
      retryBaseMs: settings.retryBaseSeconds * 1000,
      retryMaxMs: settings.retryMaxSeconds * 1000,
    });
    const schedules = new Schedules();
    app.decorate('jobs', queue);
    app.decorate('schedules', schedules);
    if (settings.workerEnabled) {
      // onReady: after every domain plugin has registered its kinds and schedules.
      app.addHook('onReady', async () => {
        queue.start();
        schedules.start();
      });
    }
    app.addHook('onClose', async () => {
      // Each waits for its own run under way; the database closes after all of them.
      await Promise.all([schedules.stop(), queue.stop('shutdown')]);
    });
  },
  { name: 'jobs', dependencies: ['app-context', 'database'] },
);
