// GET /api/subscriptions?page&pageSize&search&status&plan&sortBy&sortDir (spec §7): one page of every business's
// subscription with its real figures, and the totals over all of them. The previous page stays on screen while
// the next loads, so a filter change never flashes an empty table.
import { callRoute } from '@sumaa/api-client';
import { adminSubscriptionsEndpoint, type SubscriptionListQuery } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { subscriptionQueryKeys } from './subscriptionQueryKeys';

export function useAdminSubscriptionsQuery(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: subscriptionQueryKeys.list(query),
    queryFn: ({ signal }) => callRoute(adminSubscriptionsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
