// The admin console's overview and analytics (issue 13), in Chromium: the overview's cards hold what the API
// computes from the subscriptions (GET /api/subscriptions' summary: total and monthly recurring revenue), in
// Arabic and English; the analytics page's period and metric selects change the chart's text-alternative table,
// and in Arabic time runs from right to left.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { AdminAnalytics, Language, SubscriptionPage } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { API_URL, signInThroughApi, SUPER_ADMIN, type ApiSession } from '../support/product';

test.describe.configure({ mode: 'serial' });

let session: ApiSession;

test.beforeAll(async () => {
  session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const body = (await response.json()) as { success: boolean; model: T };
  if (!body.success) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.model;
}

async function openAsSuperAdmin(page: Page, language: Language, path: string): Promise<void> {
  await openIn(page, language, '/');
  await storeSession(page, session);
  await page.goto(path);
}

/** The number a card shows, whatever the digits (Arabic-Indic or Latin) and the currency's words. */
function numberIn(text: string): number {
  const latin = text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/[,٬]/g, '');
  // The first number: the currency's own dots (ر.س.) are not part of it.
  const match = /\d+(\.\d+)?/.exec(latin);
  return match ? Number(match[0]) : Number.NaN;
}

/** Screenshots for review (SUMAA_SHOTS_DIR): wide and narrow, the whole page. */
async function shoot(page: Page, name: string): Promise<void> {
  const shots = process.env.SUMAA_SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The chart measures its box again after the resize.
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function cardValue(page: Page, region: string, label: string): Promise<number> {
  const cards = page.getByRole('region', { name: region });
  const value = cards.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toBeVisible();
  return numberIn((await value.textContent()) ?? '');
}

const OVERVIEW_TEXTS = {
  en: {
    region: 'Platform indicators',
    total: 'Total subscribers',
    mrr: 'Monthly revenue',
    title: 'Overview',
  },
  ar: { region: 'مؤشرات المنصة', total: 'إجمالي المشتركين', mrr: 'الإيراد الشهري', title: 'نظرة عامة' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`the overview's cards equal the subscriptions' summary (${language})`, async ({ page }) => {
    const texts = OVERVIEW_TEXTS[language];
    await openAsSuperAdmin(page, language, '/admin');
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const { summary } = await api<SubscriptionPage>('/api/subscriptions?pageSize=1');
    expect(await cardValue(page, texts.region, texts.total)).toBe(summary.total);
    expect(await cardValue(page, texts.region, texts.mrr)).toBeCloseTo(summary.monthlyRecurringRevenue, 2);
    await shoot(page, `overview-admin-${language}`);

    // The analytics page in the same language, for review.
    await page.goto('/admin/analytics?period=1y&metric=customers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shoot(page, `overview-analytics-${language}`);
  });
}

test('the analytics period and metric change the chart’s table', async ({ page }) => {
  await openAsSuperAdmin(page, 'en', '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const table = page.getByRole('table', { name: 'The metric in each period' });
  const empty = page.getByText('No values for this metric in this period yet.');

  const rowsFor = async (period: string, metric: string) => {
    const model = await api<AdminAnalytics>(`/api/admin/analytics?period=${period}&metric=${metric}`);
    return model.trend.some((bucket) => bucket.value > 0) ? model.trend.length + 1 : 0;
  };

  const expectRows = async (rows: number) => {
    if (rows === 0) await expect(empty).toBeVisible();
    else await expect(table.getByRole('row')).toHaveCount(rows);
  };

  await expectRows(await rowsFor('30d', 'revenue'));

  await page.getByLabel('Period', { exact: true }).selectOption('1y');
  await expect(page).toHaveURL(/period=1y/);
  const yearRows = await rowsFor('1y', 'revenue');
  await expectRows(yearRows);
  if (yearRows > 0) expect(yearRows).toBe(13);

  await page.getByLabel('Metric', { exact: true }).selectOption('customers');
  await expect(page).toHaveURL(/metric=customers/);
  const customerRows = await rowsFor('1y', 'customers');
  await expectRows(customerRows);
  if (customerRows > 0) {
    await expect(table.getByRole('columnheader', { name: 'New subscribers' })).toHaveCount(1);
    const model = await api<AdminAnalytics>('/api/admin/analytics?period=1y&metric=customers');
    const cells = await table.locator('tbody td').allTextContents();
    expect(cells.map(numberIn).reduce((sum, value) => sum + value, 0)).toBe(model.total);
  }
});

test('in Arabic the analytics trend runs from right to left', async ({ page }) => {
  await openAsSuperAdmin(page, 'ar', '/admin/analytics?period=1y&metric=customers');
  await expect(page.getByRole('heading', { level: 1, name: 'التحليلات' })).toBeVisible();
  const model = await api<AdminAnalytics>('/api/admin/analytics?period=1y&metric=customers');
  test.skip(!model.trend.some((bucket) => bucket.value > 0), 'no subscribers in the last year');
  const bars = page.locator('rect[data-bar]');
  await expect(bars).toHaveCount(12);
  const xs = await bars.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('x'))));
  // Oldest first in the document, drawn at the right: each later month lies to its left.
  expect(xs).toEqual([...xs].sort((a, b) => b - a));
  await expect(page.getByRole('table', { name: 'قيم المقياس في كل فترة' }).getByRole('row')).toHaveCount(13);
});
