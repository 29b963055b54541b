// The API's routes, by domain. Each route registers from its contract in libs/contracts (full path, so no
// prefixes here); routing is case-insensitive.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authDomain } from './auth/routes';
import { businessesDomain } from './businesses/routes';
import { competitorsDomain } from './competitors/routes';
import { contactsDomain } from './contacts/routes';
import { googleDomain } from './google/routes';
import { notificationsDomain } from './notifications/routes';
import { onboardingDomain } from './onboarding/routes';
import { paymentsDomain } from './payments/routes';
import { plansDomain } from './plans/routes';
import { platformDomain } from './platform/routes';
import { insightsDomain } from './platform/insights/routes';
import { platformSettingsDomain } from './platform/settings';
import { reportsDomain } from './reports/routes';
import { reviewsDomain } from './reviews/routes';
import { subscriptionsDomain } from './subscriptions/routes';
import { adminSubscriptionsDomain } from './subscriptions/routes/admin-index';
import { teamDomain } from './team/routes';

export const routes: FastifyPluginAsyncZod = async (app) => {
  // First: its maintenance and IP allow-list hooks guard every route registered after it.
  await app.register(platformSettingsDomain);
  await app.register(authDomain);
  await app.register(businessesDomain);
  await app.register(googleDomain);
  await app.register(plansDomain);
  await app.register(contactsDomain);
  await app.register(platformDomain);
  await app.register(reviewsDomain);
  await app.register(onboardingDomain);
  await app.register(teamDomain);
  await app.register(notificationsDomain);
  await app.register(reportsDomain);
  await app.register(competitorsDomain);
  await app.register(subscriptionsDomain);
  await app.register(adminSubscriptionsDomain);
  await app.register(insightsDomain);
  await app.register(paymentsDomain);
};
