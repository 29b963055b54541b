import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storeSession } from '../support/browser';
import { signInThroughApi, SUPER_ADMIN } from '../support/product';

const root = path.resolve(__dirname, '../../..');
const runDir = process.env.SUMAA_RUN_DIR ?? path.join(root, '.data/run');

function stopAdminServer() {
  const pid = Number(readFileSync(path.join(runDir, 'admin.pid'), 'utf8'));
  process.kill(pid, 'SIGTERM');
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
    try {
      if ((await fetch('http://localhost:4204/mf-manifest.json')).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the admin remote did not come back');
}

test('with the admin remote down the shell shows a fallback with a working retry, and other areas work', async ({
  page,
}) => {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  stopAdminServer();
  try {
    await page.goto('/');
    await storeSession(page, session);
    await page.goto('/admin');

    const retry = page.getByRole('button', { name: /^(Try again|إعادة المحاولة)$/ });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('heading', { name: /(could not be loaded|تعذّر تحميل)/ })).toBeVisible();

    // The public site is another remote on another origin: it still works.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(retry).toHaveCount(0);

    // Back in the console: bring the server up again and retry without reloading.
    await page.goto('/admin');
    await expect(retry).toBeVisible();
    await startAdminServer();
    await retry.click();
    await expect(page.getByText(session.user.name).first()).toBeVisible();
  } finally {
    if (!(await fetch('http://localhost:4204/').then((r) => r.ok).catch(() => false))) await startAdminServer();
  }
});
