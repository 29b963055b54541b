// GET /api/subscriptions/Single (spec §3 "Subscription (business)"): the business's plan, status, usage and what
// it may do. Every member reads it: the trial banner, the inbox's reply button (canReply) and the subscription
// page share this one query, so a change made on the page is what the banner and the inbox show next.
import { callRoute } from '@sumaa/api-client';
import { businessSubscriptionEndpoint, type BusinessSubscription } from '@sumaa/contracts';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';

/** Every key of the subscription page starts here, so one invalidation refreshes the banner, inbox and page. */
export const subscriptionQueryKeys = {
  all: ['subscription'] as const,
  single: ['subscription', 'single'] as const,
  invoices: ['subscription', 'invoices'] as const,
};

/** A minute: trial days and usage move slowly; a change on the page updates the cache at once. */
const FRESH_FOR_MS = 60_000;

export interface BusinessSubscriptionQueryOptions {
  /** Reads it again every so many milliseconds (a payment being confirmed); off by default. */
  refetchInterval?: UseQueryOptions<BusinessSubscription>['refetchInterval'];
}

/** The read itself, shared by the hook and the entry's prefetch (remote-entry.tsx), so both fill one entry. */
export const businessSubscriptionQuery = {
  queryKey: subscriptionQueryKeys.single,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<BusinessSubscription> =>
    callRoute(businessSubscriptionEndpoint, { signal }),
};

export function useBusinessSubscriptionQuery({
  refetchInterval = false,
}: BusinessSubscriptionQueryOptions = {}) {
  return useQuery({
    ...businessSubscriptionQuery,
    staleTime: FRESH_FOR_MS,
    refetchInterval,
  });
}

/**
 * False only when the server said replying is paused (an ended subscription); while it is unknown (loading, or
 * the read failed) the inbox behaves as before and the server still refuses what is not allowed.
 */
export function useSubscriptionAllowsReplies(): boolean {
  const { data } = useBusinessSubscriptionQuery();
  return data?.canReply !== false;
}
