// The reviews domain: the sync from Google, the inbox, replies and their publishing, analysis and export.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { PeriodicSchedule } from '../../jobs/periodic-schedule';
import { admitNewReviewsWithinPlan, subscriptionAllowsSyncAndReply } from '../billing';
import { readRetentionCutoff } from '../businesses';
import {
  reviewAnalysisRecomputeJob,
  reviewAnalysisRecomputeSchedule,
} from './analysis-recompute/analysis-recompute-job';
import { publishReplyJob } from './publish-reply-job';
import { reviewsDomain } from './routes';
import { aiCallLogPruneSchedule } from './smart-replies/ai-call-log';
import { queueScheduledReviewSyncs, reviewSyncLookEveryMs } from './sync/review-sync-schedule';
import { adoptSyncPolicy } from './sync/sync-policy';
import { syncReviewsJob } from './sync/sync-reviews-job';

export { keywordKey } from './analysis';
export { readAiConfig, reviewsEnvironment, type AiConfig } from './reviews-config';
export { readNewReviewNotices, type NewReviewNotice } from './incremental-sync-store';
export type { ReviewsSynced } from './sync/sync-reviews-job';
export { unassignReviewsOf } from './review-assignment-store';
export { usageMonthOf } from './smart-replies/smart-replies';
export { readAiDraftsUsed } from './smart-replies/smart-replies-store';
// For the reply rules (domains/reply-rules): a rule's reply is written and published as a person's is.
export { normalizeArabic } from './analysis';
export { lockReplyTarget, saveReply, type ReplyTarget } from './replies-store';
export { REPLY_MAX_ATTEMPTS } from './publish-reply-job';
export { fillTemplate, reviewerFirstName } from './smart-replies/fill-template';
export { lockReviewAssignee, saveReviewAssignment } from './review-assignment-store';

export const reviewsPlugin = fp(
  async (app) => {
    app.jobs.register(publishReplyJob(app));
    // What a sync keeps, and whether the schedule queues one: the business's data retention and its plan.
    const syncPolicy = adoptSyncPolicy(app, {
      retentionCutoff: readRetentionCutoff,
      admitNewReviews: admitNewReviewsWithinPlan,
      allowsScheduledSync: subscriptionAllowsSyncAndReply,
    });
    app.jobs.register(syncReviewsJob(app, syncPolicy));
    app.jobs.register(reviewAnalysisRecomputeJob(app));
    // Each connected business's incremental sync every REVIEW_SYNC_INTERVAL_MINUTES (0: off).
    const { reviewSyncIntervalMinutes } = app.config.jobs;
    if (reviewSyncIntervalMinutes > 0) {
      app.schedules.add(
        new PeriodicSchedule({
          name: 'review sync',
          everyMs: reviewSyncLookEveryMs(reviewSyncIntervalMinutes),
          log: app.log.child({ component: 'jobs' }),
          task: async () => void (await queueScheduledReviewSyncs(app, syncPolicy)),
        }),
      );
    }
    // Stored reviews older than the current analysis: looked for once the API is up, then hourly.
    app.schedules.add(reviewAnalysisRecomputeSchedule(app, app.schedules.signal));
    // The log of AI calls keeps 90 days (migration 049).
    app.schedules.add(aiCallLogPruneSchedule(app));
    await app.register(reviewsDomain);
  },
  {
    name: 'reviews',
    dependencies: ['jobs', 'events', 'mail', 'authentication', 'businesses', 'team', 'billing', 'google'],
  },
);
