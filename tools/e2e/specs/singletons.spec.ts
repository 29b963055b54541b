import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser';
import { signInThroughApi, SUPER_ADMIN } from '../support/product';

test('the shell and the remotes run on one React and one auth store', async ({ page }) => {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await page.goto('/');
  await storeSession(page, session);
  await page.goto('/');
  await expect(page.locator('main').first()).toBeVisible();

  // Move to the admin console without reloading, so the public site and the console share this page.
  const adminChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:4204/')) adminChunks.push(request.url());
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText(session.user.name).first()).toBeVisible();

  const counts = await page.evaluate(() => ({
    reacts: (globalThis as { __sumaaReacts?: Set<unknown> }).__sumaaReacts?.size ?? 0,
    stores: (globalThis as { __sumaaAuthStores?: unknown[] }).__sumaaAuthStores?.length ?? 0,
  }));
  // Shell + public site + admin console each recorded their React: one and the same.
  expect(counts).toEqual({ reacts: 1, stores: 1 });
  expect(adminChunks.length).toBeGreaterThan(0);
});
