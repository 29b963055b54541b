// The super admin's system page (issue 13): real rows; with the admin remote's manifest unreachable (its server
// stopped after the page has loaded — the console keeps running, the API checks the manifest server-side), the
// admin row turns to error within 10 s and the sidebar badge follows; it comes back once the server is up again.
import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storeSession } from '../support/browser';
import { signInThroughApi, SUPER_ADMIN } from '../support/product';

const root = path.resolve(__dirname, '../../..');
const runDir = process.env.SUMAA_RUN_DIR ?? path.join(root, '.data/run');

function stopAdminServer() {
  process.kill(Number(readFileSync(path.join(runDir, 'admin.pid'), 'utf8')), 'SIGTERM');
}

async function startAdminServer() {
  const child = spawn(process.execPath, ['tools/start/serve-app.mjs', 'admin', '4204'], {
    cwd: root,
    env: process.env,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  for (let i = 0; i < 50; i++) {
    if (
      await fetch('http://localhost:4204/mf-manifest.json')
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the admin remote did not come back');
}

const adminRow = (page: Page) => page.locator('tr[data-check="remote:admin"]');

for (const language of ['ar', 'en'] as const) {
  test(`the system page shows real rows, and an unreachable admin manifest as error with the badge (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.goto('/');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await storeSession(page, session);
    await page.goto('/admin/system');

    for (const id of ['database', 'jobs', 'mail', 'google', 'payments', 'remote:admin']) {
      await expect(page.locator(`tr[data-check="${id}"]`)).toBeVisible();
    }
    await expect(page.locator('tr[data-check="database"]')).toHaveAttribute('data-status', 'healthy');
    await expect(adminRow(page)).toHaveAttribute('data-status', 'healthy');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // Screenshots for review (SUMAA_SHOTS_DIR): wide and narrow.
    const shots = process.env.SUMAA_SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: path.join(shots, `system-${language}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    mkdirSync(runDir, { recursive: true });
    stopAdminServer();
    try {
      await expect(adminRow(page)).toHaveAttribute('data-status', 'error', { timeout: 10_000 });
      await expect(page.locator('[data-system-status]')).toHaveAttribute('data-system-status', 'error', {
        timeout: 10_000,
      });
    } finally {
      await startAdminServer();
    }
    await expect(adminRow(page)).toHaveAttribute('data-status', 'healthy', { timeout: 15_000 });
  });
}
