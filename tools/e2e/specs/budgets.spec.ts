// Not a timed test: measures the first-load JavaScript of the landing page in a real browser and prints it,
// failing only when the size budget is exceeded.
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { demoOwnerSession } from '../support/product';
import { superAdminSession } from '../support/super-admin';

// Today's figure plus 5 %, so a regression fails the build. Issue 14's target is 180 KB. On 28 Nov, with the public
// pages prerendered (docs/adr/0012-prerendered-public-pages.md), / loaded 217.6 KB in 7 files: 172.5 from the shell's
// entry (react-dom, the federation runtime, i18next, react-router, styled-components, the API client and both
// languages' message catalogues) and 45.2 from the public site. Prerendering changes when they load (after the
// first paint), not how much.
const FIRST_LOAD_BUDGET_KB = 229;

// What the servers send, as a first visit meets it: the shell's service worker (ADR 0016), once it controls the page,
// answers the remotes' scripts itself from a CORS fetch, whose headers the browser filters (Content-Encoding is not
// a CORS-safelisted header), so a page it claimed mid-load would report scripts with no encoding at all.
test.use({ serviceWorkers: 'block' });

test('first-load JavaScript of the landing page stays within budget', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.set(response.url(), response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  let gzipBytes = 0;
  const perOrigin = new Map<string, number>();
  for (const [url, body] of scripts) {
    const size = gzipSync(await body, { level: 9 }).length;
    gzipBytes += size;
    const origin = new URL(url).origin;
    perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + size);
  }
  const kb = gzipBytes / 1024;
  console.log(`First-load JS of /: ${kb.toFixed(1)} KB gzip in ${scripts.size} files`);
  for (const [origin, size] of perOrigin) console.log(`  ${origin}: ${(size / 1024).toFixed(1)} KB gzip`);
  expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
});

// The business dashboard's first load as a signed-in owner opens it (issue 25), today's figures plus about 3 %: on
// 3 Dec, with each page its own chunk and zod out of the frame, /customer loaded 248.9 KB gzip (346.0 before),
// /customer/reviews 266.3 (346.0) and /customer/analytics 285.7 (381.2). The shell's entry is 174 KB of each.
// /admin as the super admin opens it: 264.0 KB gzip on 3 Dec (npm run bench:lighthouse -- --signed-in --page /admin).
// Later on 3 Dec, with issue 24's messages in the shell's catalogue (+2.9 KB) and screens, a clean build loaded
// /customer 258.1, /customer/reviews 275.7, /customer/analytics 294.0 and /admin 269.8: the budgets are those plus 2 %.
const SIGNED_IN_BUDGET_KB: Record<
  string,
  { budgetKb: number; session: () => Promise<{ token: string; refresh_token: string }> }
> = {
  '/customer': { budgetKb: 262, session: demoOwnerSession },
  '/customer/reviews': { budgetKb: 281, session: demoOwnerSession },
  '/customer/analytics': { budgetKb: 300, session: demoOwnerSession },
  '/admin': { budgetKb: 277, session: superAdminSession },
};

for (const [path, { budgetKb, session: signIn }] of Object.entries(SIGNED_IN_BUDGET_KB)) {
  test(`first-load JavaScript of ${path}, signed in, stays within budget`, async ({ page }) => {
    const session = await signIn();
    await page.addInitScript(
      ({ token, refresh }) => {
        if (sessionStorage.getItem('budget-signed-in')) return;
        localStorage.setItem('jwt_token', token);
        localStorage.setItem('refresh_token', refresh);
        sessionStorage.setItem('budget-signed-in', '1');
      },
      { token: session.token, refresh: session.refresh_token },
    );
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) scripts.set(response.url(), response.body());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The area's root opens its overview.
    await expect(page).toHaveURL(new RegExp(`${path}(/overview)?$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    let gzipBytes = 0;
    for (const body of scripts.values()) gzipBytes += gzipSync(await body, { level: 9 }).length;
    const kb = gzipBytes / 1024;
    console.log(`First-load JS of ${path} signed in: ${kb.toFixed(1)} KB gzip in ${scripts.size} files`);
    expect(kb).toBeLessThanOrEqual(budgetKb);
  });
}

test('scripts come compressed and hashed ones are cached for good (served as a CDN would)', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cacheControl?: string; vary?: string }[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'],
      vary: headers['vary'],
    });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const entry = scripts.find((script) => /\/main\.[0-9a-f]{8}\.js$/.test(script.url));
  expect(entry, 'the shell entry').toBeDefined();
  expect(entry!.encoding).toMatch(/^(br|gzip)$/);
  expect(entry!.vary).toContain('Accept-Encoding');
  expect(entry!.cacheControl).toBe('public, max-age=31536000, immutable');
  for (const script of scripts) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
  const html = await page.request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect((await page.request.get('/config.json')).headers()['cache-control']).toBe('no-cache');
});
