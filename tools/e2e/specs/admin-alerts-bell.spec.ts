// The admin console's bell (issue 21), in Chromium: on every page of the console it counts and lists what the
// API reports — GET /api/admin/alerts (the overview's alerts) and the system checks that fail — in Arabic and
// English, and the panel's button opens the overview; the keyboard opens and closes it. A card declined on the
// Moyasar stand-in's page shows up in the bell as a failed payment, which opens the subscriptions filtered to its
// business. (The API and unit tests cover a failing sync too.) A platform spec: it compares platform-wide alerts,
// so nothing may change them meanwhile.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  type Language,
  OVERVIEW_ALERTS_LIMIT,
  type PlatformAlerts,
  type SystemOverview,
} from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { API_URL, confirmedOwnerThroughApi, type ApiSession, uniqueEmail } from '../support/product';
import { superAdminSession } from '../support/super-admin';

test.describe.configure({ mode: 'serial' });

const TEXTS = {
  en: { title: 'Platform alerts', empty: 'No alerts right now', overview: 'All alerts on the overview' },
  ar: { title: 'تنبيهات المنصة', empty: 'لا توجد تنبيهات الآن', overview: 'كل التنبيهات في النظرة العامة' },
} as const;

async function api<T>(session: ApiSession, route: string): Promise<T> {
  const response = await fetch(`${API_URL}${route}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const body = (await response.json()) as { success: boolean; model: T };
  if (!body.success) throw new Error(`${route} failed: ${JSON.stringify(body)}`);
  return body.model;
}

/** What the bell should count: the API's alerts (a full page may stand for more) and its failing checks. */
async function expectedCount(session: ApiSession): Promise<{ count: number; more: boolean }> {
  const alerts = await api<PlatformAlerts>(session, '/api/admin/alerts');
  const system = await api<SystemOverview>(session, '/api/system/overview');
  return {
    count: alerts.items.length + system.checks.filter((check) => check.status === 'error').length,
    more: alerts.items.length >= OVERVIEW_ALERTS_LIMIT,
  };
}

/** Screenshots for review (SUMAA_SHOTS_DIR), wide and narrow, the panel open. */
async function shoot(page: Page, name: string): Promise<void> {
  const shots = process.env.SUMAA_SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  for (const width of [1280, 375]) {
    test(`the bell agrees with the API and opens the overview (${language}, ${width} px)`, async ({
      page,
    }) => {
      const texts = TEXTS[language];
      const session = await superAdminSession();
      await page.setViewportSize({ width, height: 800 });
      await storeSession(page, session);
      await openIn(page, language, '/admin/plans');

      const { count, more } = await expectedCount(session);
      const digits = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(count);
      const bell = page.getByRole('button', {
        name: count > 0 ? `${texts.title}: ${digits}${more ? '+' : ''}` : texts.title,
        exact: true,
      });
      await expect(bell).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('region', { name: texts.title });
      await expect(panel).toBeVisible();
      if (count === 0) await expect(panel.getByText(texts.empty)).toBeVisible();
      else await expect(panel.getByRole('listitem')).toHaveCount(count);
      // The panel sits inside the screen, right to left or not.
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await shoot(page, `admin-bell-${language}-${width}`);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();

      await bell.click();
      await panel.getByRole('button', { name: texts.overview }).click();
      await expect(page).toHaveURL(/\/admin\/overview$/);
    });
  }
}

/** A new owner's first payment, made with the stand-in's declined test card (the hosted page's form). */
async function declinedPayment(): Promise<string> {
  const email = uniqueEmail('bell-declined');
  const owner = await confirmedOwnerThroughApi(email, 'Bell-Declined-2026');
  const plans = await fetch(`${API_URL}/api/Plans?lang=en`).then(
    (response) => response.json() as Promise<{ model: { id: string }[] }>,
  );
  const change = await fetch(`${API_URL}/api/subscriptions/change-plan`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ planId: plans.model[0].id, interval: 'monthly' }),
  });
  const { model } = (await change.json()) as { model: { checkout: { paymentUrl: string } | null } };
  if (!model.checkout) throw new Error('the plan change asked for no payment');
  const paid = await fetch(`${model.checkout.paymentUrl.replace(/\/$/, '')}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Faisal Alharbi',
      number: '4000000000000002',
      month: '12',
      year: '30',
      cvc: '123',
    }).toString(),
  });
  expect(paid.status).toBe(402);
  return email;
}

test('a declined card shows in the bell as a failed payment, and opens its subscription', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await superAdminSession();
  const email = await declinedPayment();
  // The stand-in tells the API by webhook; the bell reads what the API then holds.
  await expect
    .poll(
      async () =>
        (await api<PlatformAlerts>(session, '/api/admin/alerts')).items.some(
          (alert) => alert.kind === 'paymentFailed' && alert.subject === 'Harbi Auto',
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  await storeSession(page, session);
  await openIn(page, 'en', '/admin/plans');
  await page.getByRole('button', { name: /^Platform alerts: / }).click();
  const panel = page.getByRole('region', { name: 'Platform alerts' });
  const failed = panel.getByRole('button', { name: /^Payment failed: \u2068Harbi Auto\u2069/ }).first();
  await expect(failed).toBeVisible();
  await shoot(page, 'admin-bell-failed-payment-en-1280');
  await failed.click();
  await expect(page).toHaveURL(/\/admin\/subscriptions\?search=Harbi\+Auto$/);
  // The subscription of the business that failed to pay, its last payment failed.
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Failed');
});
