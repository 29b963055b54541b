// Platform-wide calls: the health check (under the spec's /api/UsernameAuth), the coming-soon page's
// launch date and reminders, uploaded profile images, and the local mail outbox (a developer tool).
import { z } from 'zod';
import { outboxMailSchema } from '../auth/models';
import { envelopeSchema } from '../common/envelope';
import { defineRoute } from '../http/defineRoute';
import {
  avatarFileEndpoint,
  healthEndpoint,
  launchInfoEndpoint,
  launchReminderEndpoint,
  launchUnsubscribeEndpoint,
  launchUnsubscribePageEndpoint,
  outboxEndpoint,
} from './endpoints';
import { healthModelSchema } from './health';
import { unsubscribePageSchema, unsubscribeQuerySchema } from '../notifications/unsubscribe';
import { launchInfoSchema, launchReminderInputSchema, launchReminderSchema } from './launch';

/** Where the API serves its OpenAPI document (`/json`) and Swagger UI, generated from these contracts. */
export const OPENAPI_DOCS_PATH = '/api/docs';

export const healthRoute = defineRoute({
  ...healthEndpoint,
  response: healthModelSchema,
  // 503 carries the same model (database: false), for an operator to read why.
  responses: { 503: envelopeSchema(healthModelSchema) },
  tags: ['Auth'],
  summary: 'Is the API up and can it reach its database?',
});

export const launchInfoRoute = defineRoute({
  ...launchInfoEndpoint,
  response: launchInfoSchema,
  tags: ['Public site'],
  summary: 'The launch date of the coming-soon page (LAUNCH_AT) and whether it has passed',
});

export const launchReminderRoute = defineRoute({
  ...launchReminderEndpoint,
  body: launchReminderInputSchema,
  response: launchReminderSchema,
  successStatus: 201,
  alsoSucceedsWith: [200],
  tags: ['Public site'],
  summary: 'Ask to be e-mailed at launch (201 when new, 200 with alreadySubscribed when known)',
});

export const launchUnsubscribePageRoute = defineRoute({
  ...launchUnsubscribePageEndpoint,
  query: unsubscribeQuerySchema,
  response: unsubscribePageSchema,
  failures: [400],
  tags: ['Public site'],
  summary: 'The page the launch e-mail’s unsubscribe link opens, with a button to confirm',
});

export const launchUnsubscribeRoute = defineRoute({
  ...launchUnsubscribeEndpoint,
  query: unsubscribeQuerySchema,
  response: unsubscribePageSchema,
  failures: [400],
  tags: ['Public site'],
  summary: 'Takes the address off the launch list (also RFC 8058 one-click, List-Unsubscribe=One-Click)',
});

export const avatarFileRoute = defineRoute({
  ...avatarFileEndpoint,
  params: z.object({ file: z.string().max(100) }),
  response: z.any().meta({ type: 'string', format: 'binary' }),
  failures: [404],
  tags: ['Files'],
  summary: 'A profile image uploaded at registration',
});

/** Mounted only while no SMTP server is set and NODE_ENV is not production. */
export const outboxRoute = defineRoute({
  ...outboxEndpoint,
  query: z.object({ to: z.string().trim().max(254).optional() }),
  response: z.array(outboxMailSchema),
  tags: ['Development'],
  summary: 'Mails written to the local outbox, newest first',
});

export const platformRoutes = {
  health: healthRoute,
  launchInfo: launchInfoRoute,
  launchReminder: launchReminderRoute,
  launchUnsubscribePage: launchUnsubscribePageRoute,
  launchUnsubscribe: launchUnsubscribeRoute,
  avatarFile: avatarFileRoute,
  outbox: outboxRoute,
} as const;
