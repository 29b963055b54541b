// The subscribers and subscriptions screens read the same list: every key starts with `admin-subscriptions`,
// so a status change refreshes both.
import type { SubscriptionListQuery } from '@sumaa/contracts';

export const subscriptionQueryKeys = {
  all: ['admin-subscriptions'] as const,
  list: (query: SubscriptionListQuery) => ['admin-subscriptions', 'list', query] as const,
};
