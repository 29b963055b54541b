// Issue 21 in the browser: the system page's payment-provider and Google rows are healthy against the real
// stand-ins only because their real endpoints answer (the checks no longer accept a 404), the maintenance tab says
// why there is no daily backup (this run sets no BACKUP_ENCRYPTION_KEY), and /security shows only figures the code
// backs; in Arabic and English, wide and narrow (screenshots with SUMAA_SHOTS_DIR).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { storeSession } from '../support/browser';
import { signInThroughApi, SUPER_ADMIN } from '../support/product';

/** Wide, then narrow: the narrow one loaded at that width (a phone opens the page narrow; resizing leaves menus). */
async function shoot(page: Page, name: string, reopen: () => Promise<void>) {
  const shots = process.env.SUMAA_SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await reopen();
  await page.screenshot({ path: path.join(shots, `${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await reopen();
}

const TEXTS = {
  ar: {
    maintenance: 'الصيانة',
    noKey: /النسخ الاحتياطي اليومي متوقف/,
    figure: 'من النسخ الاحتياطية اليومية المشفّرة',
  },
  en: {
    maintenance: 'Maintenance',
    noKey: /The daily backup is off/,
    figure: 'of encrypted daily backups kept',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  test(`the system page's checks are honest and it says why there is no daily backup (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.goto('/');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await storeSession(page, session);
    await page.goto('/admin/system');
    for (const id of ['payments', 'google']) {
      await expect(page.locator(`tr[data-check="${id}"]`)).toHaveAttribute('data-status', 'healthy');
    }
    const system = async () => {
      await page.goto('/admin/system');
      await expect(page.locator('tr[data-check="payments"]')).toBeVisible();
    };
    await shoot(page, `ops-system-${language}`, system);
    const maintenance = async () => {
      await page.getByRole('tab', { name: TEXTS[language].maintenance }).click();
      await expect(page.getByText(TEXTS[language].noKey)).toBeVisible();
    };
    await maintenance();
    await shoot(page, `ops-maintenance-${language}`, async () => {
      await system();
      await maintenance();
    });
  });

  test(`/security shows only figures the code backs (${language})`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/security');
    await expect(page.getByText(TEXTS[language].figure)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/99\.9|٩٩٫٩|24\/7|٢٤\/٧/);
    await shoot(page, `ops-security-${language}`, async () => {
      await page.goto('/security');
      await expect(page.getByText(TEXTS[language].figure)).toBeVisible();
    });
  });
}
