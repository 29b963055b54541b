// The billing domain: the plans offered, trials and subscriptions with their plan limits, invoices with VAT, and
// payments through the payment provider (Moyasar). One domain, because the three share their tables and their
// rules (a paid invoice starts or renews a subscription to a plan).
// Its one entry (ADR 0013): the plugin that registers its routes and schedule, and what other domains may use.
import fp from 'fastify-plugin';
import { paymentsDomain } from './payments/routes';
import { plansDomain } from './plans/routes';
import { subscriptionsDomain } from './subscriptions/routes';
import { adminSubscriptionsDomain } from './subscriptions/routes/admin-index';
import { subscriptionLifecycleSchedule } from './subscriptions/subscription-lifecycle';

export { runRenewalInvoicing } from './payments/renewal-invoicing';
export {
  billingEnvironment,
  readBillingConfig,
  type BillingConfig,
  type MoyasarConfig,
  type TranslationConfig,
} from './billing-config';
export { formatNoticeDate } from './plans/plan-price-notice-email';
export { listSubscriptions, summarizeSubscriptions } from './subscriptions/admin-subscriptions-store';
export { readBusinessSubscription, startTrial } from './subscriptions/business-subscription';
export {
  admitCompetitorSearch,
  type CompetitorSearchAdmission,
} from './subscriptions/competitor-search-quota';
export {
  admitNewReviewsWithinPlan,
  assertCompetitorAllowed,
  assertSubscriptionAllowsSyncAndReply,
  assertTeamMemberAllowed,
  readReviewRequestAllowance,
  subscriptionAllowsSyncAndReply,
} from './subscriptions/plan-limits';
export { runSubscriptionLifecycle } from './subscriptions/subscription-lifecycle';
export {
  emitPaymentEvent,
  emitSubscriptionStatusChanged,
  type SubscriptionStatusChange,
} from './subscriptions/subscription-platform-events';
export { findTrialEnd } from './subscriptions/subscriptions-store';

export const billingPlugin = fp(
  async (app) => {
    // Trials, renewals past due and cancellations moved along hourly, each step once.
    app.schedules.add(subscriptionLifecycleSchedule(app, app.schedules.signal));
    await app.register(plansDomain);
    await app.register(subscriptionsDomain);
    await app.register(adminSubscriptionsDomain);
    await app.register(paymentsDomain);
  },
  { name: 'billing', dependencies: ['jobs', 'mail', 'authentication', 'platform', 'businesses'] },
);
