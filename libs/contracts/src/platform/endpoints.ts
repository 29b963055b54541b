// The platform routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/UsernameAuth/health',
  access: 'public',
});

export const launchInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/launch',
  access: 'public',
});

export const launchReminderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/launch/reminders',
  access: 'public',
});

/**
 * The launch e-mail's unsubscribe link (issue 21): GET shows a page with a button that POSTs the same token;
 * POST (also RFC 8058 one-click from the mail client) takes the address off the list.
 */
export const launchUnsubscribePageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/launch/reminders/unsubscribe',
  access: 'public',
  reply: 'html',
});

export const launchUnsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/launch/reminders/unsubscribe',
  access: 'public',
  reply: 'html',
});

export const avatarFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/files/avatars/:file',
  access: 'public',
  reply: 'binary',
});

export const outboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  reply: 'json',
});

export const platformEndpoints = {
  health: healthEndpoint,
  launchInfo: launchInfoEndpoint,
  launchReminder: launchReminderEndpoint,
  launchUnsubscribePage: launchUnsubscribePageEndpoint,
  launchUnsubscribe: launchUnsubscribeEndpoint,
  avatarFile: avatarFileEndpoint,
  outbox: outboxEndpoint,
} as const;
