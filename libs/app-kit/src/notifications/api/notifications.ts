// GET /api/notifications: the member's latest notifications, unread first, read while the panel is open.
import { callRoute } from '@sumaa/api-client';
import { type NotificationPage, notificationEndpoints } from '@sumaa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationQueryKeys } from './notificationQueryKeys';
import { UNREAD_POLL_INTERVAL_MS } from './unreadNotifications';

/** As many as the panel lists; older ones stay on the server. */
export const NOTIFICATIONS_SHOWN = 20;

export function useNotificationsQuery(open: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationQueryKeys.list,
    queryFn: async ({ signal }): Promise<NotificationPage> => {
      const page = await callRoute(notificationEndpoints.list, {
        query: { page: 1, pageSize: NOTIFICATIONS_SHOWN },
        signal,
      });
      // The list carries the count too: the badge follows it at once instead of at the next poll.
      queryClient.setQueryData(notificationQueryKeys.unread, { unread: page.unread });
      return page;
    },
    enabled: open,
    // Opened again: read it again, as it may have changed since.
    staleTime: 0,
    refetchInterval: open ? UNREAD_POLL_INTERVAL_MS : false,
  });
}
