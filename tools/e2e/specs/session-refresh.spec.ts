import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser';
import { expiredCopyOf, signInThroughApi, SUPER_ADMIN } from '../support/product';

test('an expired access token is refreshed transparently', async ({ page }) => {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  const expired = await expiredCopyOf(session.token);

  await page.goto('/');
  await storeSession(page, { token: expired, refresh_token: session.refresh_token });

  const refresh = page.waitForResponse((response) => response.url().includes('/api/UsernameAuth/refresh'));
  await page.goto('/admin');
  expect((await refresh).status()).toBe(200);

  // The user never sees the login page: the console opens with their name.
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText(session.user.name).first()).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('jwt_token'));
  expect(stored).not.toBe(expired);
  const storedRefresh = await page.evaluate(() => window.localStorage.getItem('refresh_token'));
  expect(storedRefresh).not.toBe(session.refresh_token);
});

test('a session whose refresh token was revoked ends on the login page', async ({ page }) => {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  const expired = await expiredCopyOf(session.token);
  await page.goto('/');
  await storeSession(page, { token: expired, refresh_token: 'not-a-real-refresh-token' });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt_token'))).toBeNull();
});
