// The platform settings routes as the browser calls them (issue 13; zod-free, see routes/platform-settings.ts).
import { defineEndpoint } from '../http/defineEndpoint';

/**
 * `errors.code` of the 503 every non-super-admin gets in maintenance (the shell shows its page). Here, in a
 * zod-free module, because the shell reads it: a constant in a schema module would bring zod into its entry.
 */
export const MAINTENANCE_ERROR_CODE = 'maintenance';

export const getPlatformSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/platform-settings',
  access: { role: 'super_admin' },
});

export const updatePlatformSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/platform-settings',
  access: { role: 'super_admin' },
});

/** The password rule, public: every form reads it before the server checks it. */
export const passwordPolicyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/platform-settings/password-policy',
  access: 'public',
});

/** The platform's name and language, public; 503 (errors.code maintenance) while in maintenance. */
export const platformStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/platform-settings/status',
  access: 'public',
});

export const testSmtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/platform-settings/smtp/test',
  access: { role: 'super_admin' },
});

export const createWebhookSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/platform-settings/webhook/secret',
  access: { role: 'super_admin' },
});

export const testWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/platform-settings/webhook/test',
  access: { role: 'super_admin' },
});

export const platformSettingsEndpoints = {
  get: getPlatformSettingsEndpoint,
  update: updatePlatformSettingsEndpoint,
  passwordPolicy: passwordPolicyEndpoint,
  status: platformStatusEndpoint,
  testSmtp: testSmtpEndpoint,
  createWebhookSecret: createWebhookSecretEndpoint,
  testWebhook: testWebhookEndpoint,
} as const;
