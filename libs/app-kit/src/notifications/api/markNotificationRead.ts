// POST /api/notifications/{id}/read: shown as read at once; put back if the server refuses.
import { callRoute } from '@sumaa/api-client';
import { type NotificationPage, notificationEndpoints } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreNotifications, snapshotNotifications } from './notificationCache';
import { notificationQueryKeys } from './notificationQueryKeys';

export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(notificationEndpoints.markRead, { params: { id } }),
    onMutate: async (id) => {
      const snapshot = await snapshotNotifications(queryClient);
      const wasUnread = snapshot.list?.items.some((item) => item.id === id && item.readAt === null) ?? false;
      if (!wasUnread) return snapshot;
      const readAt = new Date().toISOString();
      if (snapshot.list)
        queryClient.setQueryData<NotificationPage>(notificationQueryKeys.list, {
          ...snapshot.list,
          items: snapshot.list.items.map((item) => (item.id === id ? { ...item, readAt } : item)),
          unread: Math.max(0, snapshot.list.unread - 1),
        });
      if (snapshot.unread)
        queryClient.setQueryData(notificationQueryKeys.unread, {
          unread: Math.max(0, snapshot.unread.unread - 1),
        });
      return snapshot;
    },
    onError: (_error, _id, snapshot) => restoreNotifications(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all }),
  });
}
