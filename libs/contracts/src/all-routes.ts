// Every route of the API, by domain. The API registers each one; the client calls them; tests walk the list.
import type { RouteContract } from './http/defineRoute';
import { authRoutes } from './auth/routes';
import { businessRoutes } from './businesses/routes';
import { contactRoutes } from './contacts/routes';
import { googleRoutes } from './google/routes';
import { insightRoutes } from './insights/routes';
import { onboardingRoutes } from './onboarding/routes';
import { paymentRoutes } from './billing/payments-routes';
import { planRoutes } from './billing/plans-routes';
import { platformRoutes } from './platform/routes';
import { platformSettingsRoutes } from './platform/settings-routes';
import { notificationRoutes } from './notifications/routes';
import { reportRoutes } from './reports/routes';
import { reviewRoutes } from './reviews/routes';
import { replyVoiceRoutes } from './reviews/reply-voice-routes';
import { subscriptionRoutes } from './billing/subscriptions-routes';
import { systemRoutes } from './platform/system-routes';
import { teamRoutes } from './team/routes';
import { twoFactorRoutes } from './auth/two-factor-routes';
import { privacyRoutes } from './privacy/routes';
import { reviewRequestRoutes } from './review-requests/routes';
import { reviewRequestLinkRoutes } from './review-requests/links';
import { replyRuleRoutes } from './reply-rules/routes';

export * from './auth/routes';
export * from './businesses/routes';
export * from './contacts/routes';
export * from './google/routes';
export * from './insights/routes';
export * from './onboarding/routes';
export * from './billing/payments-routes';
export * from './billing/plans-routes';
export * from './platform/routes';
export * from './platform/settings-routes';
export * from './notifications/routes';
export * from './reports/routes';
export * from './reviews/routes';
export * from './reviews/reply-voice-routes';
export * from './billing/subscriptions-routes';
export * from './platform/system-routes';
export * from './team/routes';
export * from './auth/two-factor-routes';
export * from './privacy/routes';
export * from './review-requests/routes';
export * from './review-requests/links';
export * from './reply-rules/routes';

/** Every route contract, one entry per method and path. */
export const allRouteContracts: readonly RouteContract[] = [
  ...Object.values(authRoutes),
  ...Object.values(businessRoutes),
  ...Object.values(contactRoutes),
  ...Object.values(googleRoutes),
  ...Object.values(insightRoutes),
  ...Object.values(onboardingRoutes),
  ...Object.values(planRoutes),
  ...Object.values(platformRoutes),
  ...Object.values(platformSettingsRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(reportRoutes),
  ...Object.values(reviewRoutes),
  ...Object.values(replyVoiceRoutes),
  ...Object.values(subscriptionRoutes),
  ...Object.values(systemRoutes),
  ...Object.values(paymentRoutes),
  ...Object.values(teamRoutes),
  ...Object.values(twoFactorRoutes),
  ...Object.values(privacyRoutes),
  ...Object.values(reviewRequestRoutes),
  ...Object.values(reviewRequestLinkRoutes),
  ...Object.values(replyRuleRoutes),
];

type ContractsOf<M> = M[keyof M];

/** The union of every contract with its literal method and path: the client finds an endpoint's contract in it. */
export type AnyRouteContract =
  | ContractsOf<typeof authRoutes>
  | ContractsOf<typeof businessRoutes>
  | ContractsOf<typeof contactRoutes>
  | ContractsOf<typeof googleRoutes>
  | ContractsOf<typeof insightRoutes>
  | ContractsOf<typeof onboardingRoutes>
  | ContractsOf<typeof planRoutes>
  | ContractsOf<typeof platformRoutes>
  | ContractsOf<typeof platformSettingsRoutes>
  | ContractsOf<typeof notificationRoutes>
  | ContractsOf<typeof reportRoutes>
  | ContractsOf<typeof reviewRoutes>
  | ContractsOf<typeof replyVoiceRoutes>
  | ContractsOf<typeof subscriptionRoutes>
  | ContractsOf<typeof systemRoutes>
  | ContractsOf<typeof paymentRoutes>
  | ContractsOf<typeof teamRoutes>
  | ContractsOf<typeof twoFactorRoutes>
  | ContractsOf<typeof privacyRoutes>
  | ContractsOf<typeof reviewRequestRoutes>
  | ContractsOf<typeof reviewRequestLinkRoutes>
  | ContractsOf<typeof replyRuleRoutes>;

/** The contract of an endpoint (same method and path), for typing a call made with the zod-free endpoint. */
export type ContractOf<E extends { method: string; path: string }> = Extract<
  AnyRouteContract,
  { method: E['method']; path: E['path'] }
>;
