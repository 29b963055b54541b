// The reply-rules domain (issue 24): the business's ordered rules that answer, assign and escalate by themselves
// when a sync brings new reviews (reviews.synced), under guard-rails the server enforces; their scheduled actions
// as jobs (a reply after its delay, an escalation at its SLA); the rules tester; a review's automatic actions and
// their undo. Its one entry (ADR 0013). It writes replies and assignments through the reviews domain's entry, and
// tells people through the notifications domain's.
import fp from 'fastify-plugin';
import { notifyReplyEvent, notifyReviewAssigned } from '../notifications';
import { replyRulesRoutes } from './reply-rules-routes';
import { actOnNewReviews } from './rules-acting';
import { scheduledActionJob } from './scheduled-action-job';

export const replyRulesPlugin = fp(
  async (app) => {
    app.jobs.register(scheduledActionJob(app));
    // New reviews of an incremental sync (a full sync brings the past, which rules leave alone). Acting is
    // recorded once per review (reply_rule_actions' unique key), so a delivery repeated after a crash acts once.
    app.events.subscribe('reviews.synced', 'replyRules.actOnNewReviews', async (event, delivery) => {
      const ids = event.payload.newReviewIds;
      if (event.payload.mode !== 'incremental' || ids.length === 0) return;
      const outcome = await delivery.transaction((tx) => actOnNewReviews(app, tx, event.businessId, ids));
      if (outcome.dueNow) app.jobs.wake();
      for (const held of outcome.awaitingApproval) {
        try {
          await notifyReplyEvent(app, event.businessId, {
            kind: 'replyAwaitingApproval',
            reviewId: held.reviewId,
            authorId: held.authorId,
          });
        } catch (error) {
          app.log.error({ err: error, reviewId: held.reviewId }, 'reply rule: approval notice failed');
        }
      }
      for (const assigned of outcome.assigned) {
        try {
          await notifyReviewAssigned(app, event.businessId, assigned);
        } catch (error) {
          app.log.error({ err: error, reviewId: assigned.reviewId }, 'reply rule: assignment notice failed');
        }
      }
    });
    await app.register(replyRulesRoutes);
  },
  {
    name: 'reply-rules',
    dependencies: [
      'jobs',
      'events',
      'mail',
      'authentication',
      'businesses',
      'team',
      'billing',
      'reviews',
      'notifications',
    ],
  },
);
