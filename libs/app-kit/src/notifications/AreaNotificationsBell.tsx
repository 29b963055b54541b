import { useAuthStore } from '@sumaa/api-client';
import { formatNumber, formatRelativeTime, useLanguage } from '@sumaa/i18n';
import { Button, NotificationsBell, type NotificationsBellItem, Spinner, Text } from '@sumaa/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFrameTexts } from '../frame/frameTexts';
import { useMarkAllNotificationsReadMutation } from './api/markAllNotificationsRead';
import { useMarkNotificationReadMutation } from './api/markNotificationRead';
import { useNotificationsQuery } from './api/notifications';
import { useUnreadNotificationsQuery } from './api/unreadNotifications';
import { notificationLink } from './notificationLink';
import { type NotificationTranslate, notificationText } from './notificationText';

/** Past this the badge says "99+": the exact figure is in the bell's name and the list. */
const BADGE_MAX = 99;

export interface AreaNotificationsBellProps {
  /** The area's line under "No notifications yet" (what will appear here). */
  emptyHint?: string;
  /** The review inbox a notification opens (`?review=<id>`); without it, opening one only marks it read. */
  reviewsPath?: string;
}

/**
 * The signed-in member's notifications behind the header's bell: the unread count polled (so it moves without
 * a reload), the list read while the panel is open, unread first, each written in the reader's language.
 * Opening one marks it read and shows its review; "mark all as read" clears the count.
 */
export function AreaNotificationsBell({ emptyHint, reviewsPath }: AreaNotificationsBellProps) {
  const { t } = useFrameTexts();
  const { t: common } = useTranslation('common');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.user !== null);
  const [open, setOpen] = useState(false);
  const [updateFailed, setUpdateFailed] = useState(false);
  const unreadQuery = useUnreadNotificationsQuery(signedIn);
  const listQuery = useNotificationsQuery(open && signedIn);
  const markRead = useMarkNotificationReadMutation();
  const markAllRead = useMarkAllNotificationsReadMutation();
  const unread = unreadQuery.data ?? 0;
  const notifications = listQuery.data?.items;

  const items = useMemo<NotificationsBellItem[]>(() => {
    const now = new Date();
    return (notifications ?? []).map((notification) => ({
      id: notification.id,
      text: notificationText(notification, t as NotificationTranslate, language),
      time: formatRelativeTime(notification.createdAt, language, now),
      dateTime: notification.createdAt,
      unread: notification.readAt === null,
    }));
  }, [notifications, t, language]);

  const title = common('notifications.title');
  const label =
    unread > 0
      ? t('notifications.bellLabelWithUnread', {
          title,
          unread: common('notifications.unread', { count: unread }),
        })
      : title;
  const badge =
    unread > 0
      ? unread > BADGE_MAX
        ? `${formatNumber(BADGE_MAX, language)}+`
        : formatNumber(unread, language)
      : undefined;

  const failed = () => setUpdateFailed(true);

  const openNotification = (item: NotificationsBellItem) => {
    const notification = notifications?.find((candidate) => candidate.id === item.id);
    if (!notification) return;
    setUpdateFailed(false);
    if (notification.readAt === null) markRead.mutate(notification.id, { onError: failed });
    const link = notificationLink(notification, reviewsPath);
    if (link) void navigate(link);
  };

  return (
    <NotificationsBell
      label={label}
      title={title}
      emptyMessage={t('noNotifications')}
      emptyHint={emptyHint}
      badge={badge}
      items={items}
      unreadLabel={t('notifications.unread')}
      onItemSelect={openNotification}
      onOpenChange={(next) => {
        setOpen(next);
        // A failure that came while the panel was closed (opening one closes it) is shown on the next opening.
        if (!next) setUpdateFailed(false);
      }}
      action={
        unread > 0 || items.some((item) => item.unread)
          ? {
              label: t('notifications.markAllRead'),
              pending: markAllRead.isPending,
              onClick: () => {
                setUpdateFailed(false);
                markAllRead.mutate(undefined, { onError: failed });
              },
            }
          : undefined
      }
      status={
        notifications === undefined ? (
          <ListStatus failed={listQuery.isError} onRetry={() => void listQuery.refetch()} />
        ) : undefined
      }
      notice={updateFailed ? t('notifications.updateFailed') : undefined}
    />
  );
}

/** What the panel shows before the list is in: a spinner, or the failure with a retry. */
function ListStatus({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const { t } = useFrameTexts();
  if (!failed) return <Spinner label={t('notifications.loading')} />;
  return (
    <>
      <Text size="sm">{t('notifications.loadFailed')}</Text>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('notifications.retry')}
      </Button>
    </>
  );
}
