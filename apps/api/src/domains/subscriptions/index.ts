// The subscriptions domain: trials, plan limits, the subscription lifecycle and the admin's subscriptions.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { subscriptionsDomain } from './routes';
import { adminSubscriptionsDomain } from './routes/admin-index';
import { subscriptionLifecycleSchedule } from './subscription-lifecycle';

export { listSubscriptions, summarizeSubscriptions } from './admin-subscriptions-store';
export { readBusinessSubscription, startTrial } from './business-subscription';
export {
  admitNewReviewsWithinPlan,
  assertCompetitorAllowed,
  assertSubscriptionAllowsSyncAndReply,
  assertTeamMemberAllowed,
  subscriptionAllowsSyncAndReply,
} from './plan-limits';
export { runSubscriptionLifecycle } from './subscription-lifecycle';
export {
  emitPaymentEvent,
  emitSubscriptionStatusChanged,
  type SubscriptionStatusChange,
} from './subscription-platform-events';
export { findTrialEnd } from './subscriptions-store';

export const subscriptionsPlugin = fp(
  async (app) => {
    // Trials, renewals past due and cancellations moved along hourly, each step once.
    app.schedules.add(subscriptionLifecycleSchedule(app, app.schedules.signal));
    await app.register(subscriptionsDomain);
    await app.register(adminSubscriptionsDomain);
  },
  { name: 'subscriptions', dependencies: ['jobs', 'mail', 'authentication', 'platform', 'businesses'] },
);
