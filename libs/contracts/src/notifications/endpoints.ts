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

/**
 * The unsubscribe link of every alert and report e-mail: a signed token names the business and the switch
 * (newReviews, negativeReviews, weeklyReports, monthlyReports); GET shows a page with a button that POSTs the
 * same token, POST (also RFC 8058 one-click from the mail client) turns the switch off.
 */
export const unsubscribePageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  access: 'public',
  reply: 'html',
});

export const unsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  access: 'public',
  reply: 'html',
});

/** The caller's own WhatsApp alerts of new negative reviews (issue 23): any member reads and sets their own. */
export const whatsAppAlertChoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/whatsapp-alerts',
  access: { role: 'viewer' },
});

export const updateWhatsAppAlertChoiceEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/whatsapp-alerts',
  access: { role: 'viewer' },
});

export const notificationEndpoints = {
  list: notificationsEndpoint,
  unread: unreadNotificationsEndpoint,
  markRead: markNotificationReadEndpoint,
  markAllRead: markAllNotificationsReadEndpoint,
  unsubscribePage: unsubscribePageEndpoint,
  unsubscribe: unsubscribeEndpoint,
  whatsAppAlerts: whatsAppAlertChoiceEndpoint,
  updateWhatsAppAlerts: updateWhatsAppAlertChoiceEndpoint,
} as const;
