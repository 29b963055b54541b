// Analytics (issue 11), in Chromium, as the demo owner, in Arabic and in English, checked against the report
// endpoints for the same days (the business's time zone): the period select drives the four cards and the
// charts' text-alternative tables, and the months' bars run from right to left in Arabic; a top keyword opens
// the inbox filtered to it, with as many reviews as it has mentions, and that filtered inbox downloads as a
// UTF-8 CSV (BOM, headers in the page's language, Arabic intact); the analytics CSV and the printable report
// hold the period's total; a competitor found by the search dialog shows Google's figures beside the business's
// own, and is removed again. A competitor's figures only move with the daily job, so no change is waited for.
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import type {
  BusinessSettings,
  CompetitorComparison,
  Growth,
  InboxReview,
  KeywordReport,
  Language,
  MonthlySentiment,
  PerformanceSummary,
  ReviewPage,
  WeeklySentiment,
} from '@sumaa/contracts';
import { readFile } from 'node:fs/promises';
import { expectDirection, openIn, storeSession } from '../support/browser';
import { API_URL, demoOwnerSession, type ApiSession } from '../support/product';

const STANDIN_URL = `http://localhost:${process.env.GOOGLE_STANDIN_PORT ?? '4390'}`;

// The page's own words (apps/business/src/features/analytics/i18n.ts, components/competitors/competitorTexts.ts,
// components/export/exportTexts.ts, features/analytics-report/i18n.ts, features/reviews/i18n.ts) and the CSVs'
// (apps/api/src/domains/reviews/export/review-export-texts.ts, domains/reports/report-export-csv.ts).
const TEXTS = {
  ar: {
    period: 'الفترة',
    cards: 'ملخص الفترة',
    total: 'إجمالي المراجعات',
    average: 'متوسط التقييم',
    positive: 'المراجعات الإيجابية',
    growth: 'معدل النمو',
    growthNoEarlier: 'لا مراجعات في المدة السابقة للمقارنة بها',
    monthlyTable: 'عدد المراجعات ومتوسط التقييم في كل شهر',
    ratingTable: 'عدد المراجعات ونسبتها لكل تقييم',
    weeklyTable: 'نسب المشاعر في مراجعات كل أسبوع',
    keywordsTable: 'الكلمات الأكثر تكرارًا في مراجعات الفترة',
    openKeyword: (keyword: string) => `افتح المراجعات التي ذكرت «${keyword}»`,
    matching: /^المراجعات المطابقة:/,
    keywordChip: 'الكلمة المفتاحية:',
    removeKeyword: (keyword: string) => `إزالة تصفية الكلمة «${keyword}»`,
    exportReviews: 'تصدير CSV',
    reviewsCsvHeaders: [
      'التاريخ',
      'النجوم',
      'الانطباع',
      'اللغة',
      'الفرع',
      'كاتب المراجعة',
      'المراجعة (النص الأصلي)',
    ],
    downloadCsv: 'تنزيل CSV',
    printable: 'تقرير للطباعة',
    analyticsCsv: {
      title: 'تقرير تحليلات سمعة',
      period: 'الفترة',
      header: ['المؤشر', 'القيمة'],
      total: 'المراجعات',
    },
    report: { summary: 'ملخص الفترة', total: 'إجمالي المراجعات' },
    competitors: 'المقارنة مع المنافسين',
    addCompetitor: 'إضافة منافس',
    businessName: 'اسم النشاط',
    // A roastery near the demo's Jeddah branch (tools/google-standin/src/seed/seeded-places.ts).
    competitorName: 'محمصة التحلية',
    addNamed: 'إضافة ',
    you: 'نشاطك',
    removeNamed: (name: string) => `حذف ${name}`,
    confirmRemove: 'حذف المنافس',
  },
  en: {
    period: 'Period',
    cards: 'The period at a glance',
    total: 'Total reviews',
    average: 'Average rating',
    positive: 'Positive reviews',
    growth: 'Growth rate',
    growthNoEarlier: 'No reviews in the period before to compare with',
    monthlyTable: 'Reviews and average rating of each month',
    ratingTable: 'Reviews and share of each rating',
    weeklyTable: 'Sentiment shares of each week’s reviews',
    keywordsTable: 'The words used most in the period’s reviews',
    openKeyword: (keyword: string) => `Open the reviews that mention “${keyword}”`,
    matching: /^Matching reviews:/,
    keywordChip: 'Keyword:',
    removeKeyword: (keyword: string) => `Remove the keyword filter “${keyword}”`,
    exportReviews: 'Export CSV',
    reviewsCsvHeaders: [
      'Date',
      'Stars',
      'Sentiment',
      'Language',
      'Location',
      'Reviewer',
      'Review (original)',
    ],
    downloadCsv: 'Download CSV',
    printable: 'Printable report',
    analyticsCsv: {
      title: 'Sumaa analytics report',
      period: 'Period',
      header: ['Figure', 'Value'],
      total: 'Reviews',
    },
    report: { summary: 'The period at a glance', total: 'Total reviews' },
    competitors: 'Competitor comparison',
    addCompetitor: 'Add competitor',
    businessName: 'Business name',
    competitorName: 'Tahlia Roasters',
    addNamed: 'Add ',
    you: 'You',
    removeNamed: (name: string) => `Remove ${name}`,
    confirmRemove: 'Remove competitor',
  },
} satisfies Record<Language, unknown>;
type Texts = (typeof TEXTS)[Language];

/** The period select's choices (7 days, 30 days, 3 months, a year). */
type Period = 7 | 30 | 90 | 365;
/** The keywords the page lists (features/analytics/api/topKeywords.ts). */
const TOP_KEYWORDS = 10;
const ARABIC_LETTER = /[\u0621-\u064a]/;

// ---- the period's days, as the page counts them (apps/business/src/shared/analytics-period/analyticsPeriod.ts)

interface Days {
  startDate: string;
  endDate: string;
}

function periodDays(period: Period, timeZone: string, now = new Date()): Days {
  const endDate = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const start = new Date(`${endDate}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (period - 1));
  return { startDate: start.toISOString().slice(0, 10), endDate };
}

// Spec §9: 6 months for every period but the year, which shows 12 (apps/business/src/shared/analytics-period).
const trendMonthsOf = (period: Period) => (period === 365 ? 12 : 6);
const sentimentWeeksOf = (period: Period) => ({ 7: 2, 30: 5, 90: 13, 365: 52 })[period];

// ---- numbers as the page writes them, in either language's digits

/** Latin digits, `.` for the decimal point, no grouping, no direction marks: "٢٬١٤٠" → "2140", "٤٫٦" → "4.6". */
function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,]/g, '')
    .replace(/\u066a/g, '%')
    .replace(/\u2212/g, '-')
    .replace(/[\u061c\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
}

function numbersIn(text: string): number[] {
  return (latinDigits(text).match(/[+-]?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** The one number a figure shows, or null for the page's dash (no value). */
/** A rating as every screen shows it: to one decimal, as Google does (apps' useFormat().rating). */
function shownRating(rating: number): number {
  return Number(rating.toFixed(1));
}

function figureOf(text: string): number | null {
  const plain = latinDigits(text);
  if (plain === '—') return null;
  const numbers = numbersIn(plain);
  if (numbers.length !== 1) throw new Error(`not one number in "${text}"`);
  return numbers[0];
}

// ---- the API, as the demo owner

let owner: ApiSession & { user: { businessId: string } };
let timeZone: string;

async function api<T>(path: string, init: RequestInit = {}, language: Language = 'en'): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${owner.token}`,
      'Accept-Language': language,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json()) as { success: boolean; model: T; message?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.message}`);
  return body.model;
}

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

const summaryOf = (days: Days) =>
  api<PerformanceSummary>(
    `/api/reports/performance/summary?${query({ ...days, businessId: owner.user.businessId })}`,
  );
const growthOf = (period: Period) =>
  api<Growth>(`/api/reports/${owner.user.businessId}/growth?${query({ days: period })}`);
const monthlyOf = (months: number) =>
  api<MonthlySentiment[]>(
    `/api/Reports/monthly/entiment?${query({ months, businessId: owner.user.businessId })}`,
  );
const weeklyOf = (weeks: number) =>
  api<WeeklySentiment[]>(`/api/Reports/sentiment?${query({ weeks, businessId: owner.user.businessId })}`);
const keywordsOf = (days: Days) =>
  api<KeywordReport[]>(
    `/api/Reports/keywords?${query({ rowLimit: TOP_KEYWORDS, ...days, businessId: owner.user.businessId })}`,
  );

/** Every review matching the inbox's filters, page by page. */
async function allReviews(filters: Record<string, string>): Promise<{ total: number; items: InboxReview[] }> {
  const items: InboxReview[] = [];
  for (let page = 1; ; page++) {
    const model = await api<ReviewPage>(`/api/Reviews?${query({ ...filters, page, pageSize: 100 })}`);
    items.push(...model.items);
    if (items.length >= model.total || model.items.length === 0) return { total: model.total, items };
  }
}

// ---- what the page shows

interface Cards {
  busy: boolean;
  total: number | null;
  average: number | null;
  positive: number | null;
  growth: number | null;
  /** The growth card's last line: the two counts compared, or the sentence saying there is nothing before. */
  growthDetail: number[] | string;
}

function cardRegion(page: Page, texts: Texts): Locator {
  return page.getByRole('region', { name: texts.cards, exact: true });
}

async function readCards(page: Page, texts: Texts, growthHasValue: boolean): Promise<Cards> {
  const region = cardRegion(page, texts);
  const card = (label: string) =>
    region
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  const value = async (label: string) => figureOf(await card(label).first().innerText());
  const growthLine = (await card(texts.growth).nth(1).locator('span').last().innerText()).trim();
  return {
    busy: (await region.getAttribute('aria-busy')) === 'true',
    total: await value(texts.total),
    average: await value(texts.average),
    positive: await value(texts.positive),
    growth: await value(texts.growth),
    growthDetail: growthHasValue ? numbersIn(growthLine) : growthLine,
  };
}

function expectedCards(texts: Texts, summary: PerformanceSummary, growth: Growth): Cards {
  return {
    busy: false,
    total: summary.totalReviews,
    average: summary.totalReviews > 0 ? shownRating(summary.averageRating) : null,
    positive: summary.positiveReviews,
    growth: growth.growthPercentage,
    growthDetail:
      growth.growthPercentage === null
        ? texts.growthNoEarlier
        : [growth.currentPeriodReviews, growth.previousPeriodReviews],
  };
}

/** The figures (`<td>`s) of a chart's visually hidden table, row by row; null while the chart is not drawn. */
async function chartTable(page: Page, caption: string): Promise<string[][] | null> {
  const table = page.getByRole('table', { name: caption, exact: true });
  if ((await table.count()) === 0) return null;
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
}

/**
 * Polls until what the page shows equals what the API answers now (both read again each time), so the test
 * waits for the figures themselves rather than for a fixed time; on failure the last difference is shown.
 */
async function expectShown<T>(read: () => Promise<T>, want: () => Promise<T>, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const [shown, expected] = await Promise.all([read().catch((error: Error) => error.message), want()]);
        return JSON.stringify(shown) === JSON.stringify(expected) ? 'same' : { shown, expected };
      },
      { message: what, timeout: 20_000 },
    )
    .toBe('same');
}

async function choosePeriod(page: Page, texts: Texts, period: Period): Promise<void> {
  await page.getByRole('combobox', { name: texts.period, exact: true }).selectOption(String(period));
  if (period === 30) await expect(page).not.toHaveURL(/period=/);
  else await expect(page).toHaveURL(new RegExp(`period=${period}(&|$)`));
}

async function expectPeriodShown(page: Page, texts: Texts, period: Period): Promise<PerformanceSummary> {
  const days = periodDays(period, timeZone);
  let summary!: PerformanceSummary;
  await expectShown(
    async () => readCards(page, texts, (await growthOf(period)).growthPercentage !== null),
    async () => {
      summary = await summaryOf(days);
      return expectedCards(texts, summary, await growthOf(period));
    },
    `the cards of the last ${period} days`,
  );

  // The monthly trend's table: each month's reviews and average rating (a dash for a month without).
  const months = trendMonthsOf(period);
  await expectShown(
    async () =>
      (await chartTable(page, texts.monthlyTable))?.map(([reviews, rating]) => [
        figureOf(reviews),
        figureOf(rating),
      ]) ?? null,
    async () => {
      const report = await monthlyOf(months);
      if (report.every((month) => month.reviews === 0)) return null;
      return report.map((month) => [month.reviews, month.reviews > 0 ? shownRating(month.rating) : null]);
    },
    `the monthly trend's table (${months} months)`,
  );

  // The rating distribution's table: five stars down to one, each with its reviews and share of the period.
  const ratingRows = await chartTable(page, texts.ratingTable);
  if (summary.totalReviews === 0) expect(ratingRows).toBeNull();
  else {
    expect(ratingRows!.map(([reviews]) => figureOf(reviews))).toEqual(
      (['5', '4', '3', '2', '1'] as const).map((stars) => summary.starDistribution[stars]),
    );
    ratingRows!.forEach(([reviews, share]) =>
      expect(figureOf(share)!).toBeCloseTo((figureOf(reviews)! / summary.totalReviews) * 100, 0),
    );
  }

  // The weekly sentiment's table: each week's reviews.
  const weeks = sentimentWeeksOf(period);
  await expectShown(
    async () => (await chartTable(page, texts.weeklyTable))?.map(([reviews]) => figureOf(reviews)) ?? null,
    async () => {
      const report = await weeklyOf(weeks);
      return report.every((week) => week.reviews === 0) ? null : report.map((week) => week.reviews);
    },
    `the weekly sentiment's table (${weeks} weeks)`,
  );
  return summary;
}

// ---- files

interface CsvFile {
  rows: string[][];
}

/** The downloaded bytes: a UTF-8 BOM first, then valid UTF-8 (decoding fails on any bad byte). */
async function readCsvDownload(download: Download): Promise<CsvFile> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark first').toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(3));
  return { rows: parseCsv(text) };
}

/** RFC 4180: fields quoted when they hold a comma, quote or line break (quotes doubled); CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else field += character;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A CSV cell as the API writes a stranger's text: a leading =, +, - or @ is defused with a quote. */
const csvText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

async function download(page: Page, press: () => Promise<void>): Promise<CsvFile> {
  const [file] = await Promise.all([page.waitForEvent('download'), press()]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return readCsvDownload(file);
}

// ---- the tests

test.beforeAll(async () => {
  owner = await demoOwnerSession();
  timeZone = (await api<BusinessSettings>('/api/business-settings')).preferences.timezone;
});

for (const language of ['ar', 'en'] as const) {
  const texts = TEXTS[language];

  test(`${language}: the period select drives the cards and the charts' tables, as the API counts them`, async ({
    page,
  }) => {
    await storeSession(page, owner);
    await openIn(page, language, '/customer/analytics');
    await expectDirection(page, language);
    // The default period, then each of the others.
    await expectPeriodShown(page, texts, 30);
    // Time runs along the reading direction: the oldest month's bar at the right in Arabic, at the left in English.
    const barsRunFrom = async () => {
      const bars = await page.locator('rect[data-month]').evaluateAll((rects) =>
        rects.map((rect) => ({
          month: rect.getAttribute('data-month')!,
          x: rect.getBoundingClientRect().x,
        })),
      );
      if (bars.length !== trendMonthsOf(30)) return `${bars.length} bars`;
      bars.sort((a, b) => a.month.localeCompare(b.month));
      return bars[0].x > bars[bars.length - 1].x ? 'right' : 'left';
    };
    await expect.poll(barsRunFrom).toBe(language === 'ar' ? 'right' : 'left');
    for (const period of [7, 90, 365] as const) {
      await choosePeriod(page, texts, period);
      await expectPeriodShown(page, texts, period);
    }
    // Numbers in the reader's digits (decisions #11).
    const total = await cardRegion(page, texts)
      .locator('dt')
      .filter({ hasText: new RegExp(`^${texts.total}$`) })
      .locator('xpath=following-sibling::dd')
      .first()
      .innerText();
    expect(total).toMatch(language === 'ar' ? /^[\u0660-\u0669\u066c]+$/ : /^[\d,]+$/);
  });

  test(`${language}: the analytics CSV and the printable report hold the period's total`, async ({
    page,
  }) => {
    await storeSession(page, owner);
    await openIn(page, language, '/customer/analytics');
    await choosePeriod(page, texts, 90);
    const summary = await expectPeriodShown(page, texts, 90);
    const days = periodDays(90, timeZone);

    const csv = await download(page, () => page.getByRole('button', { name: texts.downloadCsv }).click());
    expect(csv.rows[0]).toEqual([texts.analyticsCsv.title]);
    expect(csv.rows).toContainEqual([texts.analyticsCsv.period, `${days.startDate} – ${days.endDate}`]);
    const header = csv.rows.findIndex(
      (row) => JSON.stringify(row) === JSON.stringify(texts.analyticsCsv.header),
    );
    expect(header, 'the summary section').toBeGreaterThan(0);
    expect(csv.rows[header + 1]).toEqual([texts.analyticsCsv.total, String(summary.totalReviews)]);

    await page.getByRole('link', { name: texts.printable }).click();
    await expect(page).toHaveURL(/\/customer\/analytics\/report\?period=90$/);
    const totalRow = page
      .getByRole('table', { name: texts.report.summary, exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: texts.report.total, exact: true }) });
    await expect
      .poll(async () => figureOf(await totalRow.locator('td').first().innerText()))
      .toBe((await summaryOf(periodDays(90, timeZone))).totalReviews);
  });

  test(`${language}: a keyword opens the inbox filtered to it, whose CSV holds those reviews with Arabic intact`, async ({
    page,
  }) => {
    const days = periodDays(365, timeZone);
    const keywords = await keywordsOf(days);
    const keyword = keywords.find((candidate) => ARABIC_LETTER.test(candidate.keyword));
    expect(keyword, 'an Arabic keyword among the year’s top keywords').toBeDefined();

    await storeSession(page, owner);
    await openIn(page, language, '/customer/analytics?period=365');
    // The top keywords' table is the API's, in its order.
    const keywordLinks = page
      .getByRole('table', { name: texts.keywordsTable, exact: true })
      .getByRole('link');
    await expectShown(
      async () => (await keywordLinks.allInnerTexts()).map((text) => text.trim()),
      async () => (await keywordsOf(days)).map((entry) => entry.keyword),
      'the top keywords of the year',
    );
    await page.getByRole('link', { name: texts.openKeyword(keyword!.keyword), exact: true }).click();

    await expect(page).toHaveURL(/\/customer\/reviews\?/);
    const address = new URL(page.url()).searchParams;
    expect(address.get('keyword')).toBe(keyword!.keyword);
    expect(address.get('from')).toBe(days.startDate);
    expect(address.get('to')).toBe(days.endDate);
    await expect(page.getByText(`${texts.keywordChip} ${keyword!.keyword}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.removeKeyword(keyword!.keyword) })).toBeVisible();
    // As many reviews as the keyword's mentions, and as GET /api/Reviews counts with the same filters.
    const filters = { keyword: keyword!.keyword, from: days.startDate, to: days.endDate };
    const reviews = await allReviews(filters);
    expect(reviews.total, 'the inbox agrees with the keyword report').toBe(keyword!.mentions);
    await expect
      .poll(async () =>
        numbersIn(await page.getByRole('status').filter({ hasText: texts.matching }).innerText()),
      )
      .toEqual([keyword!.mentions]);

    // The filtered inbox as CSV: the page's language in the header row, one row per review, texts intact.
    const csv = await download(page, () =>
      page.getByRole('button', { name: texts.exportReviews, exact: true }).click(),
    );
    const [headers, ...rows] = csv.rows;
    expect(headers.slice(0, texts.reviewsCsvHeaders.length)).toEqual(texts.reviewsCsvHeaders);
    expect(rows).toHaveLength(reviews.total);
    const textColumn = headers.indexOf(texts.reviewsCsvHeaders[6]);
    const starsColumn = headers.indexOf(texts.reviewsCsvHeaders[1]);
    const sorted = (values: string[]) => [...values].sort();
    expect(sorted(rows.map((row) => row[textColumn]))).toEqual(
      sorted(reviews.items.map((review) => csvText(review.originalText ?? ''))),
    );
    expect(sorted(rows.map((row) => row[starsColumn]))).toEqual(
      sorted(reviews.items.map((review) => String(review.stars))),
    );
    const arabic = reviews.items.filter((review) => ARABIC_LETTER.test(review.originalText ?? ''));
    expect(arabic.length, 'Arabic reviews in the file').toBeGreaterThan(0);
    for (const review of arabic.slice(0, 5)) {
      expect(rows.map((row) => row[textColumn])).toContain(review.originalText);
    }
  });

  test(`${language}: a competitor added from the search shows Google's figures beside the business's own`, async ({
    page,
  }) => {
    const before = await api<CompetitorComparison>('/api/competitors');
    await storeSession(page, owner);
    await openIn(page, language, '/customer/analytics');
    const section = page.getByRole('region', { name: texts.competitors, exact: true });
    await section.getByRole('button', { name: texts.addCompetitor, exact: true }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts.businessName).fill(texts.competitorName);
    // The place of that name among the results (Google's name in the page's language), its Add enabled.
    const name = texts.competitorName;
    const add = dialog.getByRole('button', { name: `${texts.addNamed}${name}`, exact: true });
    await expect(add).toBeEnabled();
    let addedId: string | null = null;
    try {
      await add.click();
      await expect(dialog).toBeHidden();
      const comparison = await api<CompetitorComparison>('/api/competitors');
      const competitor = comparison.competitors.find((candidate) => candidate.name === name);
      expect(competitor, `${name} among the competitors`).toBeDefined();
      addedId = competitor!.id;
      expect(comparison.competitors).toHaveLength(before.competitors.length + 1);

      // Today's figures are Google's (the stand-in's place), and the table shows them.
      const places = (await (await fetch(`${STANDIN_URL}/__standin/places`)).json()) as {
        places: Array<{ placeId: string; rating: number | null; userRatingCount: number }>;
      };
      const place = places.places.find((candidate) => candidate.placeId === competitor!.placeId)!;
      expect([competitor!.rating, competitor!.userRatingCount]).toEqual([
        place.rating,
        place.userRatingCount,
      ]);

      const figuresOf = async (row: Locator) => {
        const cells = row.getByRole('cell');
        return [figureOf(await cells.nth(1).innerText()), figureOf(await cells.nth(3).innerText())];
      };
      const competitorRow = section.locator('tbody tr').filter({ hasText: name });
      await expect
        .poll(() => figuresOf(competitorRow))
        .toEqual([
          competitor!.rating === null ? null : shownRating(competitor!.rating),
          competitor!.userRatingCount,
        ]);
      const ownRow = section.locator('tbody tr').filter({ hasText: texts.you });
      await expect(ownRow).toContainText(comparison.own.name);
      expect(await figuresOf(ownRow)).toEqual([
        comparison.own.rating === null ? null : shownRating(comparison.own.rating),
        comparison.own.userRatingCount,
      ]);

      await competitorRow.getByRole('button', { name: texts.removeNamed(name), exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: texts.confirmRemove, exact: true }).click();
      await expect(competitorRow).toHaveCount(0);
      expect((await api<CompetitorComparison>('/api/competitors')).competitors).toHaveLength(
        before.competitors.length,
      );
      addedId = null;
    } finally {
      // Both languages start with the same competitors, whatever happened (the limit is five).
      if (addedId) await api(`/api/competitors/${addedId}`, { method: 'DELETE' }).catch(() => undefined);
    }
  });
}
