// The admin console's bell (issue 21), in Chromium: on every page of the console it counts and lists what the
// API reports — GET /api/admin/alerts (the overview's alerts) and the system checks that fail — in Arabic and
// English, and the panel's button opens the overview; the keyboard opens and closes it. Which alerts exist depends
// on the run (the unit and API tests seed a failing sync and a failed payment); here the bell must agree with the
// API, whatever it holds. A platform spec: it compares platform-wide alerts, so nothing may change them meanwhile.
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
import { API_URL, type ApiSession } from '../support/product';
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
