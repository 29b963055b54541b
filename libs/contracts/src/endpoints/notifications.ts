// The notification routes as the browser calls them (the header's bell). Every member reads their own.
import { defineEndpoint } from '../http/defineEndpoint';

export const notificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  access: { role: 'viewer' },
});

/** What the bell polls: cheap, one number. */
export const unreadNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unread-count',
  access: { role: 'viewer' },
});

export const markNotificationReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/:id/read',
  access: { role: 'viewer' },
});

export const markAllNotificationsReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  access: { role: 'viewer' },
});

export const notificationEndpoints = {
  list: notificationsEndpoint,
  unread: unreadNotificationsEndpoint,
  markRead: markNotificationReadEndpoint,
  markAllRead: markAllNotificationsReadEndpoint,
} as const;
