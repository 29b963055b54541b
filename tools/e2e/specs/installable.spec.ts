// Installable (issue 25): the web app manifests, the shell's service worker (apps/shell/src/service-worker/), the
// offline page in the reader's language, and a remote redeployed while the worker holds the old one picked up at the
// next visit. In the platform group (tools/e2e/playwright.config.ts): the redeploy replaces the public site's server.
import { expect, type Page, test } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '../../..');
const runDir = process.env.SUMAA_RUN_DIR ?? path.join(root, '.data/run');
const PUBLIC_SITE = 'http://localhost:4201';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Waits until the page's service worker is active and has stored this first visit's page and files (the
 * CACHE_URLS hand-over of registerServiceWorker.ts): the page, the shell's entry, and the public site's manifest,
 * container and chunks from its own origin.
 */
async function waitForWorkerAndCaches(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const urls: string[] = [];
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          return {
            state: registration?.active?.state ?? 'none',
            pageSaved: urls.includes(location.href),
            shellEntry: urls.some((url) => /^http:\/\/localhost:4200\/main\.[0-9a-f]{8}\.js$/.test(url)),
            remoteManifest: urls.includes('http://localhost:4201/mf-manifest.json'),
            remoteEntry: urls.includes('http://localhost:4201/remoteEntry.js'),
            remoteChunk: urls.some((url) => /^http:\/\/localhost:4201\/.+\.[0-9a-f]{8}\.js$/.test(url)),
          };
        }),
      { timeout: 20_000 },
    )
    .toEqual({
      state: 'activated',
      pageSaved: true,
      shellEntry: true,
      remoteManifest: true,
      remoteEntry: true,
      remoteChunk: true,
    });
}

test('the web app manifests are served, valid, in Arabic and English, and each page links its language’s', async ({
  page,
}) => {
  for (const [file, language, dir, shortName] of [
    ['/manifest.webmanifest', 'ar', 'rtl', 'سمعة'],
    ['/manifest.en.webmanifest', 'en', 'ltr', 'Sumaa'],
  ] as const) {
    const response = await page.request.get(file);
    expect(response.ok(), file).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/',
      lang: language,
      dir,
      short_name: shortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(manifest.name.length).toBeGreaterThan(shortName.length);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await page.request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  }

  // A prerendered page and the shell's own page, in each language: lang-dir.js points the link at that language.
  for (const [address, manifest] of [
    ['/pricing?lang=en', '/manifest.en.webmanifest'],
    ['/pricing?lang=ar', '/manifest.webmanifest'],
  ] as const) {
    await page.goto(address);
    await expect(page.locator('link[rel="manifest"]'), address).toHaveAttribute('href', manifest);
  }
  // Chromium's own verdict on the page it would install (the checks behind its install prompt), and its parse.
  const devtools = await page.context().newCDPSession(page);
  await page.goto('/pricing?lang=en');
  await expect
    .poll(async () => (await devtools.send('Page.getAppManifest')).url)
    .toBe('http://localhost:4200/manifest.en.webmanifest');
  const parsed = await devtools.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  // Every check passes but one about the browser: Playwright's contexts are incognito, where nothing installs.
  await expect
    .poll(
      async () =>
        (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors.map(
          (error) => error.errorId,
        ),
      { timeout: 20_000 },
    )
    .toEqual(['in-incognito']);
  // And the checks do run past that one: with the manifest link gone the page is no longer installable.
  await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.remove());
  await expect
    .poll(
      async () =>
        (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors.map(
          (error) => error.errorId,
        ),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['in-incognito', expect.stringMatching(/manifest/)]));

  for (const [language, manifest] of [
    ['ar', '/manifest.webmanifest'],
    ['en', '/manifest.en.webmanifest'],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/reset-password');
    await expect(page.locator('link[rel="manifest"]'), language).toHaveAttribute('href', manifest);
  }
});

test('after one visit the worker is active; offline, a seen page opens from the cache and an unseen one shows the offline page in the reader’s language', async ({
  page,
  context,
}) => {
  await page.goto('/pricing?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWorkerAndCaches(page);

  // The remotes' files were stored readable (CORS), never opaque; nothing of the API was stored.
  const stored = await page.evaluate(async () => {
    const entries: { url: string; type: string; status: number }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, type: response!.type, status: response!.status });
      }
    }
    return entries;
  });
  expect(stored.filter((entry) => entry.type === 'opaque' || entry.status !== 200)).toEqual([]);
  expect(stored.filter((entry) => /:3000\/|\/api\//.test(entry.url))).toEqual([]);
  await context.setOffline(true);
  try {
    // The page seen, from the cache: the shell starts and the public site's area renders from its stored files.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: /could not be loaded|تعذّر تحميل/ })).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/hydrating/);

    // A page never seen: the offline page, in the stored language and its direction.
    for (const [language, dir, title] of [
      ['en', 'ltr', 'You are offline'],
      ['ar', 'rtl', 'لا يوجد اتصال بالإنترنت'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.goto(`/help?unseen=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(
        page.getByRole('link', { name: language === 'en' ? 'Try again' : 'إعادة المحاولة' }),
      ).toBeVisible();
      // The other language's text is there but not shown.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  } finally {
    await context.setOffline(false);
  }
});

/**
 * A new deploy of the public site, as its build would write it, made from the current one: its exposed route tree
 * with a new build id (what the shell compares with a prerendered page's), under a new content hash, and the
 * container and manifest that name it. Returns the folder and the new build id.
 */
function redeployedPublicSite(): { dir: string; buildId: string; chunk: string } {
  const source = path.join(root, 'dist/apps/public-site');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sumaa-public-site-redeploy-'));
  // The precompressed copies would be served instead of the edited files: left out (served uncompressed).
  cpSync(source, dir, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  const exposed = readdirSync(dir).find((name) => /^__federation_expose_Routes\.[0-9a-f]{8}\.js$/.test(name));
  if (!exposed) throw new Error('the public site build has no __federation_expose_Routes.<hash>.js');
  const oldHash = /\.([0-9a-f]{8})\.js$/.exec(exposed)![1];
  const code = readFileSync(path.join(dir, exposed), 'utf8');
  const prerendered = readFileSync(path.join(root, 'dist/apps/shell/prerendered/en/pricing.html'), 'utf8');
  const oldBuildId = /data-prerendered="([^"]+)"/.exec(prerendered)![1];
  expect(code, 'the exposed module carries the build id of the prerendered pages').toContain(oldBuildId);
  const buildId = `redeployed-${Date.now().toString(36)}`;
  const newCode = code.split(oldBuildId).join(buildId);
  const newHash = createHash('sha256').update(newCode).digest('hex').slice(0, 8);
  const chunk = exposed.replace(oldHash, newHash);
  writeFileSync(path.join(dir, chunk), newCode);
  rmSync(path.join(dir, exposed));
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (file === 'remoteEntry.js') expect(text, 'remoteEntry.js names the exposed chunk').toContain(oldHash);
    writeFileSync(path.join(dir, file), text.split(oldHash).join(newHash));
  }
  return { dir, buildId, chunk };
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within 10 s`);
}

function stopPublicSiteServer(): void {
  process.kill(Number(readFileSync(path.join(runDir, 'public-site.pid'), 'utf8')), 'SIGTERM');
}

/** The public site's usual server (tools/start/serve-app.mjs; tools/test/e2e.mjs stops it by its pid file). */
async function startPublicSiteServer(): Promise<void> {
  const child = spawn(process.execPath, ['tools/start/serve-app.mjs', 'public-site', '4201'], {
    cwd: root,
    env: process.env,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  await waitUntil(() => answers(`${PUBLIC_SITE}/mf-manifest.json`), 'the public site did not come back');
}

/** The redeployed folder served on the public site's origin, as the static server serves every app. */
function serveOnPublicSiteOrigin(dir: string): ChildProcess {
  const staticServer = pathToFileURL(path.join(root, 'tools/start/static-server.mjs')).href;
  return spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import http from 'node:http';
       import { createStaticHandler } from ${JSON.stringify(staticServer)};
       http.createServer(createStaticHandler({ distDir: ${JSON.stringify(dir)} })).listen(4201);`,
    ],
    { cwd: root, stdio: 'ignore' },
  );
}

test('a public site deployed again while the worker holds the old one is picked up at the next visit', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const fetched: string[] = [];
  page.on('response', (response) => fetched.push(response.url()));

  await page.goto('/pricing?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWorkerAndCaches(page);
  // A visit under the worker, before the redeploy: the page is hydrated with the build it was prerendered from.
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/hydrating/);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(messages.filter((text) => text.includes('[shell] prerendered page from'))).toEqual([]);

  const redeploy = redeployedPublicSite();
  let redeployed: ChildProcess | null = null;
  stopPublicSiteServer();
  try {
    await waitUntil(
      async () => !(await answers(`${PUBLIC_SITE}/mf-manifest.json`)),
      'the public site did not stop',
    );
    redeployed = serveOnPublicSiteOrigin(redeploy.dir);
    await waitUntil(
      async () =>
        (
          await fetch(`${PUBLIC_SITE}/remoteEntry.js`).then(
            (r) => r.text(),
            () => '',
          )
        ).includes(redeploy.chunk.replace(/^.*\.([0-9a-f]{8})\.js$/, '$1')),
      'the redeployed public site did not answer',
    );

    // The next visit: the new container and manifest come from the network, so the new build's chunk is loaded
    // and the shell sees a build other than the prerendered page's (bootstrap.tsx renders it in the browser).
    messages.length = 0;
    fetched.length = 0;
    await page.reload();
    await expect
      .poll(() => messages.find((text) => text.includes('[shell] prerendered page from')))
      .toContain(`remote is ${redeploy.buildId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/hydrating/);
    expect(fetched).toContain(`${PUBLIC_SITE}/${redeploy.chunk}`);
  } finally {
    redeployed?.kill();
    if (redeployed)
      await waitUntil(async () => !(await answers(`${PUBLIC_SITE}/`)), 'the redeploy did not stop');
    await startPublicSiteServer();
    rmSync(redeploy.dir, { recursive: true, force: true });
  }
  expect(existsSync(path.join(runDir, 'public-site.pid'))).toBe(true);
});
