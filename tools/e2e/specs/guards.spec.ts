import { expect, test } from '@playwright/test';
import { openIn, storeSession } from '../support/browser';
import { confirmedOwnerThroughApi, SUPER_ADMIN, uniqueEmail } from '../support/product';
import { answerSuperAdminCodeStep } from '../support/super-admin';

test('an unknown path lands on the landing page', async ({ page }) => {
  await openIn(page, 'en', '/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor who opens the admin console signs in and comes back to the page they asked for', async ({ page }) => {
  await openIn(page, 'en', '/admin/plans');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(SUPER_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Two-factor is required of the super admin (issue 21).
  await answerSuperAdminCodeStep(page, 'en');
  await expect(page).toHaveURL(/\/admin\/plans$/);
});

test('a business owner who has not finished onboarding is sent from the dashboard to the wizard', async ({ page }) => {
  const session = await confirmedOwnerThroughApi(uniqueEmail('guard'), 'Strong-Passw0rd');
  await openIn(page, 'en', '/');
  await storeSession(page, session);
  await page.goto('/customer/reviews');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a business owner opening the admin console is told, in Arabic, that it is not allowed', async ({ page }) => {
  const session = await confirmedOwnerThroughApi(uniqueEmail('not-allowed'), 'Strong-Passw0rd');
  await openIn(page, 'ar', '/');
  await storeSession(page, session);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'غير مصرح لك' })).toBeVisible();
  await expect(page.getByText('ليس لديك الصلاحية للوصول إلى هذه الصفحة')).toBeVisible();
});
