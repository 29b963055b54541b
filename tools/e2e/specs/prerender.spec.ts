// Prerendered public pages (issue 14, docs/adr/0012-prerendered-public-pages.md): every public route reads whole
// without JavaScript in both languages, hydrates without a mismatch, and a public site redeployed after the HTML
// was made still gives a working page.
import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { languageSelect } from '../support/browser';

type Language = 'ar' | 'en';
const LANGUAGES: Language[] = ['ar', 'en'];
const ARABIC = /[\u0600-\u06FF]/;

async function prerenderedRoutes(page: Page): Promise<string[]> {
  const response = await page.request.get('/prerendered/pages.json');
  expect(response.ok(), 'the build prerendered the public pages (tools/prerender/publish.mjs)').toBe(true);
  return ((await response.json()) as { routes: string[] }).routes;
}

/** Every heading and paragraph of the page's main content, as a visitor reads it. */
function mainTexts(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .locator('h1, h2, h3, p')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()).filter(Boolean));
}

const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

test('without JavaScript every public route shows its full text in both languages', async ({ browser }) => {
  test.setTimeout(240_000);
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const scripted = await browser.newContext();
  const page = await plain.newPage();
  const reference = await scripted.newPage();
  for (const route of await prerenderedRoutes(page)) {
    for (const language of LANGUAGES) {
      const address = `${route}?lang=${language}`;
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
      expect(heading, `${address}: a heading`).not.toBe('');
      expect(ARABIC.test(heading), `${address}: heading "${heading}" in ${language}`).toBe(language === 'ar');
      await expect(page.locator('footer')).toBeVisible();
      const served = await mainTexts(page);
      expect(served.join(' ').length, `${address}: the page's text`).toBeGreaterThan(40);

      // The same texts the page shows once its JavaScript has run.
      await reference.goto(address);
      await expect(reference.locator('h1').first()).toHaveText(heading);
      await reference.waitForLoadState('networkidle');
      const rendered = (await mainTexts(reference)).join('\n');
      for (const text of served) expect(rendered, `${address}`).toContain(text);
    }
  }
  await plain.close();
  await scripted.close();
});

test('with JavaScript every public route hydrates without a mismatch', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (HYDRATION_PROBLEM.test(message.text()) || message.text().includes('[shell] prerendered page from'))
      problems.push(`${page.url()}: ${message.type()}: ${message.text().slice(0, 300)}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const route of await prerenderedRoutes(page)) {
    for (const language of LANGUAGES) {
      await page.goto(`${route}?lang=${language}`);
      await page.waitForLoadState('networkidle');
      // Hydrated: React has taken over the served markup (the mobile menu's button works only then).
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});

test('the root answers in the stored language, else the browser language', async ({ browser }) => {
  const arabic = await browser.newContext({ locale: 'ar-SA' });
  const page = await arabic.newPage();
  expect(
    await (await page.request.get('/', { headers: { 'Accept-Language': 'ar-SA,ar' } })).text(),
  ).toContain('<html lang="ar" dir="rtl"');
  expect(
    await (
      await page.request.get('/', { headers: { 'Accept-Language': 'ar-SA', Cookie: 'lang=en' } })
    ).text(),
  ).toContain('<html lang="en" dir="ltr"');
  // Choosing a language in the page mirrors it into the cookie the server reads.
  await page.goto('/login');
  await languageSelect(page).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await arabic.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await arabic.close();
});

/**
 * The shell's origin as an older deploy of its HTML would serve it: a proxy to it whose prerendered /pricing
 * names another build of the public site and an older heading. (A proxy rather than page.route: intercepting
 * the page's requests made the federation runtime's manifest fetch fail.)
 */
async function serveOlderHtml(): Promise<{ url: string; close: () => void }> {
  const shell = 'http://localhost:4200';
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', shell), {
      headers: { 'accept-language': request.headers['accept-language'] ?? '' },
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    let body = Buffer.from(await upstream.arrayBuffer());
    if (request.url === '/pricing?lang=en') {
      body = Buffer.from(
        body
          .toString('utf8')
          .replace(/data-prerendered="[^"]*"/, 'data-prerendered="an-older-build"')
          .replace(/(<h1[^>]*>)[^<]*/, '$1Yesterday’s pricing'),
      );
    }
    response.writeHead(upstream.status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test('a public site redeployed after the HTML was made still gives a working page', async ({ page }) => {
  const older = await serveOlderHtml();
  const problems: string[] = [];
  const notes: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
    notes.push(message.text());
  });
  try {
    const served = await (await fetch(`${older.url}/pricing?lang=en`)).text();
    expect(served).toContain('Yesterday’s pricing');
    await page.goto(`${older.url}/pricing?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Yesterday’s pricing');
    await expect(page.locator('footer')).toBeVisible();
    expect(notes.some((note) => note.includes('rendering in the browser'))).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    older.close();
  }
});

test('what a visitor types or chooses as soon as the page shows is kept once it has hydrated', async ({
  browser,
}) => {
  // A fresh visitor each time, so nothing is cached and the page shows well before its scripts have run.
  const english = await browser.newContext({ locale: 'en-US' });
  const page = await english.newPage();
  await page.goto('/login');
  // Held until hydration (read-only), so the fill waits for the page to work instead of being undone by it.
  await page.getByRole('textbox', { name: 'Email' }).fill('early@sumaa.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('early@sumaa.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect');
  expect(page.url()).not.toContain('password');
  await expect(page.locator('[data-prerender-lock]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/hydrating/);

  await page.goto('/help?lang=ar');
  await page.getByRole('searchbox').first().fill('كلمه المرور');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('searchbox').first()).toHaveValue('كلمه المرور');
  await expect(
    page
      .getByRole('region', { name: 'نتائج البحث' })
      .getByRole('link', { name: /كلمة المرور/ })
      .first(),
  ).toBeVisible();

  await page.goto('/pricing?lang=en');
  await languageSelect(page).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  await english.close();
});

test('a language stored in the browser but not yet sent to the server is the one shown', async ({
  browser,
}) => {
  // Served in English (the browser's language, no cookie yet), stored in Arabic: rendered in Arabic in the browser.
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/features');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  await expect(page.locator('#root')).toBeVisible();
  // The choice now travels with the next request, which is served in Arabic from the start.
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
  expect(await (await page.request.get('/features')).text()).toContain('<html lang="ar" dir="rtl"');
  expect(problems).toEqual([]);
  await context.close();
});
