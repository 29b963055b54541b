// The caller's notifications (the header's bell): their own, in the business they are signed in to.
import { z } from 'zod';
import {
  markAllNotificationsReadEndpoint,
  markNotificationReadEndpoint,
  notificationsEndpoint,
  unreadNotificationsEndpoint,
  unsubscribeEndpoint,
  unsubscribePageEndpoint,
  updateWhatsAppAlertChoiceEndpoint,
  whatsAppAlertChoiceEndpoint,
} from './endpoints';
import { defineRoute } from '../http/defineRoute';
import {
  notificationPageSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsQuerySchema,
  unreadNotificationsSchema,
  updateWhatsAppAlertChoiceSchema,
  whatsAppAlertChoiceSchema,
} from './models';

import { unsubscribePageSchema, unsubscribeQuerySchema } from './unsubscribe';

const TAGS = ['Notifications'] as const;

export const notificationsRoute = defineRoute({
  ...notificationsEndpoint,
  query: notificationsQuerySchema,
  response: notificationPageSchema,
  tags: TAGS,
  summary: 'Your notifications: unread first, then newest',
});

export const unreadNotificationsRoute = defineRoute({
  ...unreadNotificationsEndpoint,
  response: unreadNotificationsSchema,
  tags: TAGS,
  summary: 'How many of your notifications are unread (what the bell polls)',
});

export const markNotificationReadRoute = defineRoute({
  ...markNotificationReadEndpoint,
  params: notificationParamsSchema,
  response: notificationSchema,
  failures: [404],
  tags: TAGS,
  summary: 'Mark one of your notifications as read',
});

export const markAllNotificationsReadRoute = defineRoute({
  ...markAllNotificationsReadEndpoint,
  response: z.object({ updated: z.number().int() }),
  tags: TAGS,
  summary: 'Mark all your notifications as read',
});

export const unsubscribePageRoute = defineRoute({
  ...unsubscribePageEndpoint,
  query: unsubscribeQuerySchema,
  response: unsubscribePageSchema,
  failures: [400],
  tags: TAGS,
  summary: 'The page an e-mail’s unsubscribe link opens: what it turns off, and a button to confirm',
});

export const unsubscribeRoute = defineRoute({
  ...unsubscribeEndpoint,
  query: unsubscribeQuerySchema,
  response: unsubscribePageSchema,
  failures: [400],
  tags: TAGS,
  summary: 'Turns off the switch the token names (also RFC 8058 one-click, List-Unsubscribe=One-Click)',
});

export const whatsAppAlertChoiceRoute = defineRoute({
  ...whatsAppAlertChoiceEndpoint,
  response: whatsAppAlertChoiceSchema,
  tags: TAGS,
  summary:
    'Your WhatsApp alerts of new negative reviews in this business: on or off, the phone, and whether WhatsApp is set up',
});

export const updateWhatsAppAlertChoiceRoute = defineRoute({
  ...updateWhatsAppAlertChoiceEndpoint,
  body: updateWhatsAppAlertChoiceSchema,
  response: whatsAppAlertChoiceSchema,
  failures: [400, 409],
  tags: TAGS,
  summary:
    'Turns your WhatsApp alerts of new negative reviews on or off (on needs a phone; 409 whatsAppNotConfigured when WhatsApp is not set up)',
});

export const notificationRoutes = {
  list: notificationsRoute,
  unread: unreadNotificationsRoute,
  markRead: markNotificationReadRoute,
  markAllRead: markAllNotificationsReadRoute,
  unsubscribePage: unsubscribePageRoute,
  unsubscribe: unsubscribeRoute,
  whatsAppAlerts: whatsAppAlertChoiceRoute,
  updateWhatsAppAlerts: updateWhatsAppAlertChoiceRoute,
} as const;
