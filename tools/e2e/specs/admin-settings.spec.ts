// Platform settings take effect (issue 13), in Chromium: a password minimum of 12 makes a 10-character sign-up
// fail in the form (which says so before sending) and at the API; maintenance mode shuts out a business owner
// (the shell's maintenance page, 503 from the API) but not the super admin. The defaults are always restored.
import { expect, test } from '@playwright/test';
import { openIn, storeSession } from '../support/browser';
import {
  API_URL,
  confirmedOwnerThroughApi,
  signInThroughApi,
  SUPER_ADMIN,
  uniqueEmail,
} from '../support/product';

test.describe.configure({ mode: 'serial' });

type Settings = Record<string, Record<string, unknown>> & { revision: string };

async function adminHeaders() {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  return {
    authorization: `Bearer ${session.token}`,
    'content-type': 'application/json',
    'accept-language': 'en-US',
  };
}

async function readSettings(): Promise<Settings> {
  const response = await fetch(`${API_URL}/api/platform-settings`, { headers: await adminHeaders() });
  return ((await response.json()) as { model: Settings }).model;
}

async function changeSettings(change: (settings: Settings) => void): Promise<void> {
  const settings = await readSettings();
  change(settings);
  const { smtpPasswordSet: _a, activeTransport: _b, verifiedAt: _c, ...email } = settings.email;
  const { webhookSecretSet: _d, ...notifications } = settings.notifications;
  const response = await fetch(`${API_URL}/api/platform-settings`, {
    method: 'PUT',
    headers: await adminHeaders(),
    body: JSON.stringify({ ...settings, email, notifications }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test.afterAll(async () => {
  await changeSettings((settings) => {
    settings.general.maintenanceMode = false;
    settings.security.passwordMinLength = 8;
    settings.security.requireSpecialChars = false;
  });
});

test('a password minimum of 12 turns down a 10-character sign-up in the form and at the API', async ({
  page,
}) => {
  await changeSettings((settings) => (settings.security.passwordMinLength = 12));
  await openIn(page, 'en', '/signup');
  await page.goto('/signup');
  await expect(page.getByText('At least 12 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Abcdefg-10');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();

  const response = await fetch(`${API_URL}/api/UsernameAuth/RegisterCompany`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({
      email: uniqueEmail('short-password'),
      Full_name: 'Faisal Alharbi',
      Business_name: 'Qahwa',
      Phone: '0512345678',
      Password: 'Abcdefg-10',
      ActivityType: 'cafes',
    }),
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { errors: Record<string, string[]> };
  expect(body.errors.Password).toEqual(['Password must be at least 12 characters']);
});

test('maintenance mode shuts out a business owner but not the super admin', async ({ page, browser }) => {
  const owner = await confirmedOwnerThroughApi(uniqueEmail('maintenance-owner'), 'Owner-e2e-Passw0rd');
  await changeSettings((settings) => (settings.general.maintenanceMode = true));

  const asOwner = await fetch(`${API_URL}/api/UsernameAuth/user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en-US' },
  });
  expect(asOwner.status).toBe(503);
  await openIn(page, 'en', '/');
  await storeSession(page, owner);
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByText('Sumaa is undergoing maintenance. Please try again shortly.')).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await openIn(adminPage, 'en', '/');
  await storeSession(adminPage, session);
  await adminPage.goto('/admin/settings');
  await expect(adminPage.getByRole('heading', { name: 'Under maintenance' })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Save settings' })).toBeVisible();
});
