// GET /api/notifications/unread-count: the one number the bell shows, kept fresh by polling so new reviews,
// assignments and failed publishes appear without a reload.
import { callRoute } from '@sumaa/api-client';
import { notificationEndpoints } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { notificationQueryKeys } from './notificationQueryKeys';

/** How often the count is asked for while the tab is visible (the query pauses in a background tab). */
export const UNREAD_POLL_INTERVAL_MS = 30_000;

export function useUnreadNotificationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: notificationQueryKeys.unread,
    queryFn: ({ signal }) => callRoute(notificationEndpoints.unread, { signal }),
    select: (answer) => answer.unread,
    enabled,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    // Back on the tab: ask at once rather than wait for the next tick, whatever the area's staleTime.
    refetchOnWindowFocus: 'always',
  });
}
