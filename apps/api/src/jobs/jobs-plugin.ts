// app.jobs: the job queue of this API process (ADR 0005). The worker starts with the app unless
// JOBS_WORKER=off (the test app turns it off; tests run jobs with `app.jobs.runUntilIdle()`), and stops
// on close, before the database closes, handing running jobs back. With the worker, the daily schedule
// queues each day's data-retention runs, and the review-sync schedule each connected business's incremental
// sync every REVIEW_SYNC_INTERVAL_MINUTES (0: off); once started and then hourly, it queues the recompute of the
// stored reviews an older analysis read (reviews/analysis-recompute). On close, the runs under way are told to
// stop (between businesses or competitors) and everything is stopped at once, the queue included.
import fp from 'fastify-plugin';
import { dataRetentionJob, queueDailyDataRetention } from '../domains/businesses/data-retention-job';
import { competitorSnapshotSchedule } from '../domains/competitors/competitor-snapshot-job';
import {
  reviewAnalysisRecomputeJob,
  reviewAnalysisRecomputeSchedule,
} from '../domains/reviews/analysis-recompute/analysis-recompute-job';
import {
  queueScheduledReports,
  REPORT_SCHEDULE_EVERY_MS,
} from '../domains/notifications/scheduled-reports/report-schedule';
import { scheduledReportJob } from '../domains/notifications/scheduled-reports/scheduled-report-job';
import { publishReplyJob } from '../domains/reviews/publish-reply-job';
import { syncReviewsJob } from '../domains/reviews/sync/sync-reviews-job';
import { subscriptionLifecycleSchedule } from '../domains/subscriptions/subscription-lifecycle';
import {
  queueScheduledReviewSyncs,
  reviewSyncLookEveryMs,
} from '../domains/reviews/sync/review-sync-schedule';
import { DailySchedule } from './daily-schedule';
import { PeriodicSchedule } from './periodic-schedule';
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
      // Replies first: someone is waiting to see theirs published; a due report e-mail before the long recompute.
      kinds: [
        publishReplyJob(app),
        syncReviewsJob(app),
        dataRetentionJob(app),
        scheduledReportJob(app),
        reviewAnalysisRecomputeJob(app),
      ],
      leaseMs: settings.leaseSeconds * 1000,
      pollIntervalMs: settings.pollIntervalMs,
      concurrency: settings.concurrency,
      retryBaseMs: settings.retryBaseSeconds * 1000,
      retryMaxMs: settings.retryMaxSeconds * 1000,
    });
    app.decorate('jobs', queue);
    // Aborted on close: the schedules' runs stop between businesses (or competitors) instead of finishing.
    const closing = new AbortController();
    const dataRetention = new DailySchedule({
      name: 'data retention',
      now: app.now,
      checkEveryMs: DAILY_SCHEDULE_CHECK_MS,
      log: app.log.child({ component: 'jobs' }),
      task: async () => {
        if ((await queueDailyDataRetention(app)) > 0) queue.wake();
      },
    });
    const reviewSyncs =
      settings.reviewSyncIntervalMinutes > 0
        ? new PeriodicSchedule({
            name: 'review sync',
            everyMs: reviewSyncLookEveryMs(settings.reviewSyncIntervalMinutes),
            log: app.log.child({ component: 'jobs' }),
            task: async () => void (await queueScheduledReviewSyncs(app)),
          })
        : null;
    // Each followed competitor's rating and review count, once a day (competitors/competitor-snapshot-job.ts).
    const competitorSnapshots = competitorSnapshotSchedule(app, DAILY_SCHEDULE_CHECK_MS, closing.signal);
    // The weekly and monthly report e-mails, looked for every hour (notifications/scheduled-reports).
    const scheduledReports = new PeriodicSchedule({
      name: 'scheduled reports',
      everyMs: REPORT_SCHEDULE_EVERY_MS,
      log: app.log.child({ component: 'jobs' }),
      task: async () => void (await queueScheduledReports(app)),
    });
    // Stored reviews older than the current analysis: looked for once the API is up (the start does not wait for
    // the look across businesses), then hourly, so a failed recompute is queued again without a restart.
    const analysisRecompute = reviewAnalysisRecomputeSchedule(app, closing.signal);
    // Trials, renewals past due and cancellations moved along hourly, each step once (subscriptions/).
    const subscriptionLifecycle = subscriptionLifecycleSchedule(app, closing.signal);
    if (settings.workerEnabled) {
      app.addHook('onReady', async () => {
        queue.start();
        dataRetention.start();
        reviewSyncs?.start();
        scheduledReports.start();
        competitorSnapshots.start();
        analysisRecompute.start();
        subscriptionLifecycle.start();
      });
    }
    app.addHook('onClose', async () => {
      closing.abort();
      // Each waits for its own run under way; the database closes after all of them.
      await Promise.all([
        analysisRecompute.stop(),
        subscriptionLifecycle.stop(),
        competitorSnapshots.stop(),
        scheduledReports.stop(),
        reviewSyncs?.stop(),
        dataRetention.stop(),
        queue.stop('shutdown'),
      ]);
    });
  },
  { name: 'jobs', dependencies: ['app-context', 'database'] },
);
