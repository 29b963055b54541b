// POST /api/notifications/read-all: every notification shown as read at once; put back if the server refuses.
import { callRoute } from '@sumaa/api-client';
import { type NotificationPage, notificationEndpoints } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreNotifications, snapshotNotifications } from './notificationCache';
import { notificationQueryKeys } from './notificationQueryKeys';

export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(notificationEndpoints.markAllRead),
    onMutate: async () => {
      const snapshot = await snapshotNotifications(queryClient);
      const readAt = new Date().toISOString();
      if (snapshot.list)
        queryClient.setQueryData<NotificationPage>(notificationQueryKeys.list, {
          ...snapshot.list,
          items: snapshot.list.items.map((item) => (item.readAt === null ? { ...item, readAt } : item)),
          unread: 0,
        });
      queryClient.setQueryData(notificationQueryKeys.unread, { unread: 0 });
      return snapshot;
    },
    onError: (_error, _input, snapshot) => restoreNotifications(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all }),
  });
}
