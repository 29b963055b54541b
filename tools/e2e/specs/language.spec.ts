import { expect, test } from '@playwright/test';
import { expectDirection, languageSelect } from '../support/browser';

test('a first-time visitor whose browser prefers Arabic gets Arabic, right to left', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-SA' });
  const page = await context.newPage();
  await page.goto('/');
  await expectDirection(page, 'ar');
  await context.close();
});

test('a first-time visitor whose browser prefers English gets English, left to right', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expectDirection(page, 'en');
  await context.close();
});

test('switching the language flips the direction at once and survives a reload', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await expectDirection(page, 'en');

  await languageSelect(page).selectOption('ar');
  await expectDirection(page, 'ar');
  await expect(page).toHaveTitle(/سمعة/);

  await page.reload();
  await expectDirection(page, 'ar');
  await expect(languageSelect(page)).toHaveValue('ar');

  await languageSelect(page).selectOption('en');
  await expectDirection(page, 'en');
  await page.reload();
  await expectDirection(page, 'en');
  await context.close();
});

test('the API is asked in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await languageSelect(page).selectOption('ar');
  const request = page.waitForRequest((req) => req.url().includes('/api/UsernameAuth/AdminSignIn'));
  await page.evaluate(() => window.localStorage.setItem('lang', 'ar'));
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: /^دخول$/ }).click();
  expect((await request).headers()['accept-language']).toBe('ar-SA');
});
