// The super admin's platform settings (spec §3, issue 13), the public password rule and platform status.
import { z } from 'zod';
import {
  createWebhookSecretEndpoint,
  getPlatformSettingsEndpoint,
  passwordPolicyEndpoint,
  platformStatusEndpoint,
  testSmtpEndpoint,
  testWebhookEndpoint,
  updatePlatformSettingsEndpoint,
} from './settings-endpoints';
import { defineRoute } from '../http/defineRoute';
import {
  passwordPolicySchema,
  platformSettingsSchema,
  platformSettingsWriteSchema,
  platformStatusSchema,
  savedPlatformSettingsSchema,
  smtpTestBodySchema,
  smtpTestResultSchema,
  webhookSecretSchema,
  webhookTestResultSchema,
} from './settings';

const tags = ['Platform settings (admin)'] as const;

export const getPlatformSettingsRoute = defineRoute({
  ...getPlatformSettingsEndpoint,
  response: platformSettingsSchema,
  tags,
  summary: 'The platform settings; secrets only as "set" flags',
});

export const updatePlatformSettingsRoute = defineRoute({
  ...updatePlatformSettingsEndpoint,
  body: platformSettingsWriteSchema,
  response: savedPlatformSettingsSchema,
  failures: [409],
  tags,
  summary: 'Save every section (audited); 409 when the revision is no longer the current one',
  description:
    'The webhook signing secret is answered once, when this save set a webhook address and none existed.',
});

export const passwordPolicyRoute = defineRoute({
  ...passwordPolicyEndpoint,
  response: passwordPolicySchema,
  tags: ['Auth'],
  summary: 'The password rule of sign-up, invitation and reset (minimum length, special character)',
});

export const platformStatusRoute = defineRoute({
  ...platformStatusEndpoint,
  response: platformStatusSchema,
  failures: [503],
  tags: ['Public site'],
  summary: "The platform's name and default language; 503 with errors.code = maintenance in maintenance",
});

export const testSmtpRoute = defineRoute({
  ...testSmtpEndpoint,
  body: smtpTestBodySchema,
  response: smtpTestResultSchema,
  failures: [409, 422],
  tags,
  summary: 'Send a test e-mail with the saved SMTP settings; on success they become the mail transport',
});

export const createWebhookSecretRoute = defineRoute({
  ...createWebhookSecretEndpoint,
  response: webhookSecretSchema,
  tags,
  summary: 'A new webhook signing secret, shown this once (stored encrypted)',
});

export const testWebhookRoute = defineRoute({
  ...testWebhookEndpoint,
  response: webhookTestResultSchema,
  failures: [409, 422],
  tags,
  summary: 'Deliver a signed `ping` event to the webhook address now',
});

export const platformSettingsRoutes = {
  get: getPlatformSettingsRoute,
  update: updatePlatformSettingsRoute,
  passwordPolicy: passwordPolicyRoute,
  status: platformStatusRoute,
  testSmtp: testSmtpRoute,
  createWebhookSecret: createWebhookSecretRoute,
  testWebhook: testWebhookRoute,
} as const;

export type PlatformSettingsRouteModel = z.output<typeof platformSettingsSchema>;
