// What an optimistic "mark as read" changes in the cache, and how it is put back when the server refuses.
import type { NotificationPage } from '@sumaa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notificationQueryKeys } from './notificationQueryKeys';

export interface NotificationsSnapshot {
  list?: NotificationPage;
  unread?: { unread: number };
}

/** Stops reads in flight (they would overwrite the optimistic change) and keeps what the cache holds now. */
export async function snapshotNotifications(queryClient: QueryClient): Promise<NotificationsSnapshot> {
  await queryClient.cancelQueries({ queryKey: notificationQueryKeys.all });
  return {
    list: queryClient.getQueryData(notificationQueryKeys.list),
    unread: queryClient.getQueryData(notificationQueryKeys.unread),
  };
}

export function restoreNotifications(queryClient: QueryClient, snapshot: NotificationsSnapshot | undefined) {
  if (snapshot?.list) queryClient.setQueryData(notificationQueryKeys.list, snapshot.list);
  if (snapshot?.unread) queryClient.setQueryData(notificationQueryKeys.unread, snapshot.unread);
}
