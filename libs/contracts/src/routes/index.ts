// Every route of the API, by domain. The API registers each one; the client calls them; tests walk the list.
import type { RouteContract } from '../http/defineRoute';
import { authRoutes } from './auth';
import { businessRoutes } from './businesses';
import { contactRoutes } from './contacts';
import { googleRoutes } from './google';
import { insightRoutes } from './insights';
import { onboardingRoutes } from './onboarding';
import { paymentRoutes } from './payments';
import { planRoutes } from './plans';
import { platformRoutes } from './platform';
import { platformSettingsRoutes } from './platform-settings';
import { notificationRoutes } from './notifications';
import { reportRoutes } from './reports';
import { reviewRoutes } from './reviews';
import { subscriptionRoutes } from './subscriptions';
import { systemRoutes } from './system';
import { teamRoutes } from './team';
import { twoFactorRoutes } from './two-factor';

export * from './auth';
export * from './businesses';
export * from './contacts';
export * from './google';
export * from './insights';
export * from './onboarding';
export * from './payments';
export * from './plans';
export * from './platform';
export * from './platform-settings';
export * from './notifications';
export * from './reports';
export * from './reviews';
export * from './subscriptions';
export * from './system';
export * from './team';
export * from './two-factor';

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
  ...Object.values(subscriptionRoutes),
  ...Object.values(systemRoutes),
  ...Object.values(paymentRoutes),
  ...Object.values(teamRoutes),
  ...Object.values(twoFactorRoutes),
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
  | ContractsOf<typeof subscriptionRoutes>
  | ContractsOf<typeof systemRoutes>
  | ContractsOf<typeof paymentRoutes>
  | ContractsOf<typeof teamRoutes>
  | ContractsOf<typeof twoFactorRoutes>;

/** The contract of an endpoint (same method and path), for typing a call made with the zod-free endpoint. */
export type ContractOf<E extends { method: string; path: string }> = Extract<
  AnyRouteContract,
  { method: E['method']; path: E['path'] }
>;
