import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import {
  type ApiHandler,
  currentLocation,
  deferred,
  fakeApi,
  type FakeApi,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import {
  type CompetitorComparison,
  DEFAULT_BUSINESS_SETTINGS,
  type Growth,
  type KeywordReport,
  type MonthlySentiment,
  type PerformanceSummary,
  type ResponsivenessReport,
  type WeeklySentiment,
} from '@sumaa/contracts';
import { findMissingKeys, type Language } from '@sumaa/i18n';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../testing/businessArea';
import { analyticsTexts } from '../i18n';

// The page's texts are put in by the set-up, as the shell has them by the time a user opens the page.
const analyticsArea = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.analytics': analyticsTexts },
};

// The page's code and texts load on demand and the build machines are shared: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

/** 22:30 UTC is already 16 March in Riyadh, the business's time zone: the days asked for are the business's. */
const NOW = new Date('2025-03-15T22:30:00Z');
const CHART_WIDTH = 600;

const SUMMARY: PerformanceSummary = {
  totalReviews: 8,
  averageRating: 3.63,
  positiveReviews: 3,
  negativeReviews: 3,
  neutralReviews: 2,
  starDistribution: { '1': 1, '2': 1, '3': 1, '4': 2, '5': 3 },
  repliedReviews: 2,
  responseRate: 25,
};
const SUMMARY_90_DAYS: PerformanceSummary = {
  totalReviews: 20,
  averageRating: 4.1,
  positiveReviews: 15,
  negativeReviews: 3,
  neutralReviews: 2,
  starDistribution: { '1': 2, '2': 1, '3': 2, '4': 5, '5': 10 },
  repliedReviews: 10,
  responseRate: 50,
};
const NO_REVIEWS: PerformanceSummary = {
  totalReviews: 0,
  averageRating: 0,
  positiveReviews: 0,
  negativeReviews: 0,
  neutralReviews: 0,
  starDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  repliedReviews: 0,
  responseRate: 0,
};
const growthOf = (days: number): Growth => ({
  growthPercentage: 33.3,
  currentPeriodReviews: 4,
  previousPeriodReviews: 3,
  days,
});
// The trends of 30 days: the last 6 months (spec §9) and 5 weeks.
const MONTHS: MonthlySentiment[] = [
  { month: '2024-10', reviews: 0, rating: 0 },
  { month: '2024-11', reviews: 0, rating: 0 },
  { month: '2024-12', reviews: 0, rating: 0 },
  { month: '2025-01', reviews: 2, rating: 4.5 },
  { month: '2025-02', reviews: 6, rating: 3.67 },
  { month: '2025-03', reviews: 4, rating: 4.25 },
];
const KEYWORDS: KeywordReport[] = [
  { keyword: 'القهوة', mentions: 5, positive: 80, negative: 20 },
  { keyword: 'service', mentions: 3, positive: 33.3, negative: 66.7 },
];
const WEEKS: WeeklySentiment[] = [
  { period: '2025-02-10', positive: 100, negative: 0, neutral: 0, reviews: 2 },
  { period: '2025-02-17', positive: 50, negative: 25, neutral: 25, reviews: 4 },
  { period: '2025-02-24', positive: 0, negative: 0, neutral: 0, reviews: 0 },
  { period: '2025-03-03', positive: 100, negative: 0, neutral: 0, reviews: 1 },
  { period: '2025-03-10', positive: 33.3, negative: 33.3, neutral: 33.3, reviews: 3 },
];
const RESPONSIVENESS: ResponsivenessReport = {
  overall: { reviews: 8, replied: 2, responseRate: 25, medianResponseHours: 3.5 },
  byLocation: [
    {
      locationId: 'location-1',
      locationName: 'Olaya branch',
      reviews: 8,
      replied: 2,
      responseRate: 25,
      medianResponseHours: 3.5,
    },
  ],
  byMember: [{ userId: 'user-2', name: 'Noura', replies: 1, medianResponseHours: 0.5 }],
  repliedOnGoogle: 1,
};
const NO_COMPETITORS: CompetitorComparison = {
  own: { name: 'Café', rating: 3.63, userRatingCount: 8, ratingAtStart: null, userRatingCountAtStart: null },
  competitors: [],
  limit: 5,
};

const ADMIN = createSessionUser({ role: 'admin', full_name: 'Sara Alotaibi', business_id: 'business-1' });

const SUMMARY_PATH = 'GET /api/reports/performance/summary';
const GROWTH_PATH = 'GET /api/reports/business-1/growth';
const MONTHLY_PATH = 'GET /api/Reports/monthly/entiment';
const KEYWORDS_PATH = 'GET /api/Reports/keywords';
const WEEKLY_PATH = 'GET /api/Reports/sentiment';
const RESPONSIVENESS_PATH = 'GET /api/reports/business-1/responsiveness';

const queryOf = (request: Request) => new URL(request.url).searchParams;

function playApi(handlers: Record<string, ApiHandler> = {}): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    [SUMMARY_PATH]: (request) =>
      ok(queryOf(request).get('startDate') === '2024-12-17' ? SUMMARY_90_DAYS : SUMMARY),
    [GROWTH_PATH]: (request) => ok(growthOf(Number(queryOf(request).get('days')))),
    [MONTHLY_PATH]: () => ok(MONTHS),
    [KEYWORDS_PATH]: () => ok(KEYWORDS),
    [WEEKLY_PATH]: () => ok(WEEKS),
    [RESPONSIVENESS_PATH]: () => ok(RESPONSIVENESS),
    'GET /api/competitors': () => ok(NO_COMPETITORS),
    ...handlers,
  });
}

async function openAnalytics({
  user = ADMIN,
  language = 'en',
  search = '',
}: { user?: SessionUser; language?: Language; search?: string } = {}) {
  return renderArea(analyticsArea, `/customer/analytics${search}`, { user, language, strict: false });
}

const cards = () => screen.findByRole('region', { name: 'The period at a glance' });
/** The value and the note of the card a label names (a <dt> followed by its <dd>s). */
function card(region: HTMLElement, label: string) {
  const term = within(region).getByText(label);
  const value = term.nextElementSibling as HTMLElement;
  return { value: value.textContent, note: (value.nextElementSibling as HTMLElement).textContent };
}
/** A table's body rows, each as its cells' text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}
/** The x of each drawn month's bar, oldest month first. */
async function monthBarPositions() {
  await waitFor(() => expect(document.querySelectorAll('rect[data-month]')).toHaveLength(MONTHS.length));
  return [...document.querySelectorAll('rect[data-month]')].map((bar) => Number(bar.getAttribute('x')));
}
const searchOf = (requests: Request[]) => requests.map((request) => Object.fromEntries(queryOf(request)));

/** jsdom measures nothing: every chart's box reports the same width, as a browser's ResizeObserver would. */
class FixedWidthObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: CHART_WIDTH, height: 240, top: 0, left: 0 } as DOMRectReadOnly;
    this.report([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  Object.assign(window, { ResizeObserver: FixedWidthObserver });
});

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
  // Only the clock's date is fixed; timers run as usual.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
});

afterEach(() => {
  jest.useRealTimers();
});

it('has every analytics string in both Arabic and English', () => {
  expect(findMissingKeys(analyticsTexts)).toEqual([]);
});

describe('analytics page', () => {
  it('asks every report for the last 30 days of the business’s time zone and shows the period’s four cards', async () => {
    const api = playApi();
    await openAnalytics();

    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const region = await cards();
    expect(card(region, 'Total reviews')).toEqual({ value: '8', note: 'Response rate: 25%' });
    expect(card(region, 'Average rating')).toEqual({ value: '3.6', note: 'Out of 5 stars' });
    expect(card(region, 'Positive reviews')).toEqual({ value: '3', note: '37.5% of the period’s reviews' });
    await waitFor(() => expect(card(region, 'Growth rate').value).toBe('+33.3%'));
    expect(card(region, 'Growth rate').note).toBe('Last 30 days vs the same length beforeReviews: 4 vs 3');
    expect(screen.getByLabelText('Period')).toHaveValue('30');

    const days = { startDate: '2025-02-15', endDate: '2025-03-16' };
    expect(searchOf(api.requestsTo('/api/reports/performance/summary'))).toEqual([
      { ...days, businessId: 'business-1' },
    ]);
    expect(searchOf(api.requestsTo('/api/reports/business-1/growth'))).toEqual([{ days: '30' }]);
    expect(searchOf(api.requestsTo('/api/Reports/monthly/entiment'))).toEqual([
      { months: '6', businessId: 'business-1' },
    ]);
    expect(searchOf(api.requestsTo('/api/Reports/keywords'))).toEqual([
      { rowLimit: '10', ...days, businessId: 'business-1' },
    ]);
    expect(searchOf(api.requestsTo('/api/Reports/sentiment'))).toEqual([
      { weeks: '5', businessId: 'business-1' },
    ]);
    expect(searchOf(api.requestsTo('/api/reports/business-1/responsiveness'))).toEqual([days]);
  });

  it('gives each chart a table with its figures for screen readers, the drawing hidden from them', async () => {
    playApi();
    await openAnalytics();

    const monthly = await screen.findByRole('table', { name: 'Reviews and average rating of each month' });
    expect(rowsOf(monthly)).toEqual([
      ['October 2024', '0', '—'],
      ['November 2024', '0', '—'],
      ['December 2024', '0', '—'],
      ['January 2025', '2', '4.5'],
      ['February 2025', '6', '3.7'],
      ['March 2025', '4', '4.3'],
    ]);
    expect(screen.getByText('Last 6 months')).toBeInTheDocument();
    expect(screen.getByText('Last 5 weeks')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Reviews and share of each rating' }))).toEqual([
      ['5 stars', '3', '37.5%'],
      ['4 stars', '2', '25%'],
      ['3 stars', '1', '12.5%'],
      ['2 stars', '1', '12.5%'],
      ['1 star', '1', '12.5%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Sentiment shares of each week’s reviews' }))).toEqual([
      ['10/02/2025 – 16/02/2025', '2', '100%', '0%', '0%'],
      ['17/02/2025 – 23/02/2025', '4', '50%', '25%', '25%'],
      ['24/02/2025 – 02/03/2025', '0', '—', '—', '—'],
      ['03/03/2025 – 09/03/2025', '1', '100%', '0%', '0%'],
      ['10/03/2025 – 16/03/2025', '3', '33.3%', '33.3%', '33.3%'],
    ]);

    // The drawings: one bar a month, a stacked part for each sentiment a week has; all hidden from the tree.
    expect(await monthBarPositions()).toHaveLength(MONTHS.length);
    expect(document.querySelectorAll('rect[data-week="2025-02-17"]')).toHaveLength(3);
    expect(document.querySelectorAll('rect[data-week="2025-02-24"]')).toHaveLength(0);
    for (const svg of document.querySelectorAll(
      'svg:has(rect[data-month], rect[data-week], rect[data-stars])',
    ))
      expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the responsiveness overall, by location and by member', async () => {
    playApi();
    await openAnalytics();

    const panel = await screen.findByRole('region', { name: 'Responsiveness' });
    const figure = async (label: string) =>
      (await within(panel).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Response rate')).toBe('25%');
    expect(within(panel).getByText('2 of 8 replied')).toBeInTheDocument();
    expect(await figure('Median response time')).toBe('3.5 hours');
    expect(await figure('Replies written on Google directly')).toBe('1');
    const byLocation = within(panel).getByRole('table', { name: 'By location' });
    expect(within(byLocation).getByRole('row', { name: /Olaya branch/ })).toHaveTextContent(
      /8.*2.*25%.*3\.5 hours/,
    );
    const byMember = within(panel).getByRole('table', { name: 'By team member' });
    expect(within(byMember).getByRole('row', { name: /Noura/ })).toHaveTextContent(/1.*30 minutes/);
  });

  it('asks again for the chosen period’s days, keeps it in the address and shows its figures', async () => {
    const api = playApi();
    const { user } = await openAnalytics();
    const region = await cards();

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 3 months');

    await waitFor(() => expect(card(region, 'Total reviews').value).toBe('20'));
    expect(card(region, 'Average rating').value).toBe('4.1');
    expect(card(region, 'Positive reviews')).toEqual({ value: '15', note: '75% of the period’s reviews' });
    await waitFor(() =>
      expect(card(region, 'Growth rate').note).toMatch(/^Last 3 months vs the same length before/),
    );
    expect(currentLocation()).toBe('/customer/analytics?period=90');

    const days = { startDate: '2024-12-17', endDate: '2025-03-16' };
    expect(searchOf(api.requestsTo('/api/reports/performance/summary')).at(-1)).toEqual({
      ...days,
      businessId: 'business-1',
    });
    expect(searchOf(api.requestsTo('/api/reports/business-1/growth')).at(-1)).toEqual({ days: '90' });
    expect(searchOf(api.requestsTo('/api/Reports/keywords')).at(-1)).toEqual({
      rowLimit: '10',
      ...days,
      businessId: 'business-1',
    });
    await waitFor(() =>
      expect(searchOf(api.requestsTo('/api/Reports/sentiment')).at(-1)).toEqual({
        weeks: '13',
        businessId: 'business-1',
      }),
    );
    expect(searchOf(api.requestsTo('/api/reports/business-1/responsiveness')).at(-1)).toEqual(days);
    // 3 months: spec §9's 6 months, and 13 weeks.
    await waitFor(() =>
      expect(searchOf(api.requestsTo('/api/Reports/monthly/entiment')).at(-1)).toEqual({
        months: '6',
        businessId: 'business-1',
      }),
    );

    await user.selectOptions(screen.getByLabelText('Period'), 'Last year');
    await waitFor(() =>
      expect(searchOf(api.requestsTo('/api/Reports/monthly/entiment')).at(-1)).toEqual({
        months: '12',
        businessId: 'business-1',
      }),
    );
    expect(searchOf(api.requestsTo('/api/Reports/sentiment')).at(-1)).toEqual({
      weeks: '52',
      businessId: 'business-1',
    });
    expect(searchOf(api.requestsTo('/api/reports/performance/summary')).at(-1)).toMatchObject({
      startDate: '2024-03-17',
    });
  });

  it('opens at the period its address names', async () => {
    const api = playApi();
    await openAnalytics({ search: '?period=7' });

    await cards();
    expect(screen.getByLabelText('Period')).toHaveValue('7');
    expect(searchOf(api.requestsTo('/api/reports/performance/summary'))).toEqual([
      { startDate: '2025-03-10', endDate: '2025-03-16', businessId: 'business-1' },
    ]);
    // A week's trends: spec §9's 6 months (a week alone is no trend), and 2 weeks.
    await waitFor(() =>
      expect(searchOf(api.requestsTo('/api/Reports/monthly/entiment'))).toEqual([
        { months: '6', businessId: 'business-1' },
      ]),
    );
    expect(searchOf(api.requestsTo('/api/Reports/sentiment'))).toEqual([
      { weeks: '2', businessId: 'business-1' },
    ]);
  });

  it('links each keyword to the inbox filtered to it over the same days', async () => {
    playApi();
    await openAnalytics();

    const panel = await screen.findByRole('region', { name: 'Top keywords' });
    const coffee = await within(panel).findByRole('link', { name: 'Open the reviews that mention “القهوة”' });
    expect(coffee).toHaveAttribute(
      'href',
      `/customer/reviews?keyword=${encodeURIComponent('القهوة')}&from=2025-02-15&to=2025-03-16`,
    );
    expect(within(panel).getByRole('link', { name: /“service”/ })).toHaveAttribute(
      'href',
      '/customer/reviews?keyword=service&from=2025-02-15&to=2025-03-16',
    );
    expect(within(panel).getByRole('row', { name: /service/ })).toHaveTextContent(/3.*33\.3%.*66\.7%/);
  });

  it('says there are not enough reviews in a period without any, drawing no zeros as figures', async () => {
    playApi({
      [SUMMARY_PATH]: () => ok(NO_REVIEWS),
      [GROWTH_PATH]: () =>
        ok({ growthPercentage: null, currentPeriodReviews: 0, previousPeriodReviews: 0, days: 30 }),
      [MONTHLY_PATH]: () => ok(MONTHS.map((month) => ({ ...month, reviews: 0, rating: 0 }))),
      [KEYWORDS_PATH]: () => ok([]),
      [WEEKLY_PATH]: () =>
        ok(WEEKS.map((week) => ({ ...week, positive: 0, negative: 0, neutral: 0, reviews: 0 }))),
      [RESPONSIVENESS_PATH]: () =>
        ok({
          overall: { reviews: 0, replied: 0, responseRate: 0, medianResponseHours: null },
          byLocation: [],
          byMember: [],
          repliedOnGoogle: 0,
        }),
    });
    await openAnalytics();

    const region = await cards();
    expect(card(region, 'Total reviews').value).toBe('0');
    expect(card(region, 'Average rating')).toEqual({ value: '—', note: 'No ratings in this period' });
    for (const name of ['Rating distribution', 'Top keywords', 'Responsiveness']) {
      const panel = screen.getByRole('region', { name });
      expect(await within(panel).findByText('Not enough reviews in this period')).toBeInTheDocument();
    }
    expect(
      await within(screen.getByRole('region', { name: 'Monthly review trend' })).findByText(
        'No reviews in these months',
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Weekly sentiment' })).findByText(
        'No reviews in these weeks',
      ),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('rect[data-month], rect[data-week], rect[data-stars]')).toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Reviews and share of each rating' })).not.toBeInTheDocument();
  });

  it('shows skeletons of the final layout while the figures load', async () => {
    const pending = deferred();
    playApi({ [SUMMARY_PATH]: () => pending.promise });
    await openAnalytics();

    const label = await screen.findByText('Loading your review analytics');
    const loading = label.closest('[role="status"]') as HTMLElement;
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('[data-skeleton-block]')).toHaveLength(8);

    pending.resolve(ok(SUMMARY));
    expect(await cards()).toBeInTheDocument();
    expect(screen.queryByText('Loading your review analytics')).not.toBeInTheDocument();
  });

  it('says the analytics could not be loaded, with the server’s reason, and loads them on retry', async () => {
    const api = playApi({ [SUMMARY_PATH]: () => refused(403, 'You are not a member of this business') });
    const { user } = await openAnalytics();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the review analytics');
    expect(alert).toHaveTextContent('You are not a member of this business');
    expect(screen.queryByRole('region', { name: 'The period at a glance' })).not.toBeInTheDocument();

    api.answer({ [SUMMARY_PATH]: () => ok(SUMMARY) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await cards()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the other reports when one fails, and asks for that one again on retry', async () => {
    const api = playApi({ [KEYWORDS_PATH]: () => refused(400, 'The dates are wrong') });
    const { user } = await openAnalytics();

    const panel = await screen.findByRole('region', { name: 'Top keywords' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the top keywords');
    expect(alert).toHaveTextContent('The dates are wrong');
    expect(card(await cards(), 'Total reviews').value).toBe('8');

    api.answer({ [KEYWORDS_PATH]: () => ok(KEYWORDS) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(panel).findByRole('link', { name: /“service”/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Arabic right to left, with Arabic-Indic digits and time running from the right', async () => {
    playApi();
    await openAnalytics({ language: 'ar' });

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const region = await screen.findByRole('region', { name: 'ملخص الفترة' });
    expect(card(region, 'إجمالي المراجعات')).toEqual({ value: '٨', note: 'نسبة الرد: ٢٥٪؜' });
    expect(card(region, 'متوسط التقييم').value).toBe('٣٫٦');
    expect(screen.getByLabelText('الفترة')).toHaveDisplayValue('آخر ٣٠ يومًا');
    expect(rowsOf(screen.getByRole('table', { name: 'عدد المراجعات ومتوسط التقييم في كل شهر' }))[3]).toEqual([
      'يناير ٢٠٢٥',
      '٢',
      '٤٫٥',
    ]);

    // The oldest month at the right, each next one to its left; the counts' axis on the right, the start side.
    const positions = await monthBarPositions();
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(positions[0]).toBeGreaterThan(positions.at(-1)!);
    expect(document.querySelector('.visx-axis-right')).toBeInTheDocument();
    expect(document.querySelector('.visx-axis-left')).not.toBeInTheDocument();
  });

  it('runs time from the left in English, the counts’ axis on the left', async () => {
    playApi();
    await openAnalytics();

    const positions = await monthBarPositions();
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0]).toBeLessThan(positions.at(-1)!);
    expect(document.querySelector('.visx-axis-left')).toBeInTheDocument();
  });

  it('turns to the business’s new day while open: every report, the keyword links and the export follow', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:analytics'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = playApi({
      'GET /api/reports/business-1/export': () =>
        new Response('\uFEFFa,b\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const { user } = await openAnalytics();
    const panel = await screen.findByRole('region', { name: 'Top keywords' });
    await within(panel).findByRole('link', { name: /“service”/ });

    // 00:30 on 17 March in Riyadh; the page was left open and the window comes back.
    jest.setSystemTime(new Date('2025-03-16T21:30:00Z'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    const days = { startDate: '2025-02-16', endDate: '2025-03-17' };
    await waitFor(() =>
      expect(searchOf(api.requestsTo('/api/reports/performance/summary')).at(-1)).toEqual({
        ...days,
        businessId: 'business-1',
      }),
    );
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: /“service”/ })).toHaveAttribute(
        'href',
        '/customer/reviews?keyword=service&from=2025-02-16&to=2025-03-17',
      ),
    );
    expect(searchOf(api.requestsTo('/api/Reports/keywords')).at(-1)).toMatchObject(days);
    await waitFor(() =>
      expect(searchOf(api.requestsTo('/api/reports/business-1/responsiveness')).at(-1)).toEqual(days),
    );
    // The reports the server counts up to its today are asked again for the new day too.
    for (const path of [
      '/api/reports/business-1/growth',
      '/api/Reports/monthly/entiment',
      '/api/Reports/sentiment',
    ])
      await waitFor(() => expect(api.requestsTo(path)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(searchOf(api.requestsTo('/api/reports/business-1/export'))).toEqual([days]);
    click.mockRestore();
  });

  it('shows the keywords as plain text to a member who may not read the inbox', async () => {
    playApi();
    await openAnalytics({
      user: createSessionUser({ role: 'viewer', permissions: ['ViewAnalytics'], business_id: 'business-1' }),
    });

    const panel = await screen.findByRole('region', { name: 'Top keywords' });
    expect(await within(panel).findByText('service')).toBeInTheDocument();
    expect(within(panel).getByText('القهوة')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links no keyword while the words shown are still the previous period’s', async () => {
    const held = deferred();
    const api = playApi({
      [KEYWORDS_PATH]: (request) =>
        queryOf(request).get('startDate') === '2024-12-17' ? held.promise : ok(KEYWORDS),
    });
    const { user } = await openAnalytics();
    const panel = await screen.findByRole('region', { name: 'Top keywords' });
    await within(panel).findByRole('link', { name: /“service”/ });

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 3 months');

    await waitFor(() => expect(api.requestsTo('/api/Reports/keywords')).toHaveLength(2));
    await waitFor(() => expect(within(panel).queryByRole('link')).not.toBeInTheDocument());
    expect(within(panel).getByText('service')).toBeInTheDocument();

    held.resolve(ok([{ keyword: 'service', mentions: 9, positive: 50, negative: 50 }]));
    expect(await within(panel).findByRole('link', { name: /“service”/ })).toHaveAttribute(
      'href',
      '/customer/reviews?keyword=service&from=2024-12-17&to=2025-03-16',
    );
  });

  it('says nothing about the new period’s words until its summary is in', async () => {
    const held = deferred();
    playApi({
      [SUMMARY_PATH]: (request) =>
        queryOf(request).get('startDate') === '2024-12-17' ? held.promise : ok(SUMMARY),
      [KEYWORDS_PATH]: (request) => ok(queryOf(request).get('startDate') === '2024-12-17' ? [] : KEYWORDS),
    });
    const { user } = await openAnalytics();
    const panel = await screen.findByRole('region', { name: 'Top keywords' });
    await within(panel).findByRole('link', { name: /“service”/ });

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 3 months');

    // The new period's words (none) are in, its summary is not: no sentence either way yet.
    await waitFor(() => expect(within(panel).queryByRole('table')).not.toBeInTheDocument());
    expect(within(panel).queryByText('Not enough reviews in this period')).not.toBeInTheDocument();
    expect(within(panel).queryByText('No word recurs in this period’s reviews yet.')).not.toBeInTheDocument();
    expect(panel.querySelector('[data-skeleton-block]')).toBeInTheDocument();

    held.resolve(ok(SUMMARY_90_DAYS));
    expect(
      await within(panel).findByText('No word recurs in this period’s reviews yet.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('Not enough reviews in this period')).not.toBeInTheDocument();
  });

  it('is not opened by a viewer without ViewAnalytics, and asks for no report', async () => {
    const api = playApi();
    await openAnalytics({
      user: createSessionUser({ role: 'viewer', permissions: ['ViewReviews'], business_id: 'business-1' }),
    });

    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Period')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/reports/performance/summary')).toHaveLength(0);
  });
});
