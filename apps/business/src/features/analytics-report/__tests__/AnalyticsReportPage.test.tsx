import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import {
  type ApiHandler,
  currentLocation,
  fakeApi,
  type FakeApi,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import {
  type BusinessProfile,
  DEFAULT_BUSINESS_SETTINGS,
  type Growth,
  type KeywordReport,
  type MonthlySentiment,
  type PerformanceSummary,
  type ResponsivenessReport,
  type WeeklySentiment,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../testing/businessArea';
import { analyticsReportTexts } from '../i18n';

const reportArea = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.analyticsReport': analyticsReportTexts },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

/** 22:30 UTC is already the next day in Riyadh: the report's days are the business's. */
const NOW = new Date('2025-03-15T22:30:00Z');

const ADMIN = createSessionUser({ role: 'admin', business_id: 'business-1' });
const AGENT = createSessionUser({ role: 'agent', permissions: ['ViewReviews', 'ReplyReviews'] });

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
const GROWTH: Growth = {
  growthPercentage: 33.3,
  currentPeriodReviews: 8,
  previousPeriodReviews: 6,
  days: 30,
};
const KEYWORDS: KeywordReport[] = [
  { keyword: 'خدمة', mentions: 5, positive: 60, negative: 40 },
  { keyword: 'coffee', mentions: 3, positive: 100, negative: 0 },
];
// 30 days' trends: the last 6 months (spec §9) and 5 weeks.
const MONTHS: MonthlySentiment[] = ['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'].map(
  (month, index) => ({
    month,
    reviews: index < 3 ? 0 : index - 2,
    rating: index < 3 ? 0 : 4,
  }),
);
const WEEKS: WeeklySentiment[] = [
  { period: '2025-02-10', positive: 100, negative: 0, neutral: 0, reviews: 1 },
  { period: '2025-02-17', positive: 0, negative: 0, neutral: 0, reviews: 0 },
  { period: '2025-02-24', positive: 50, negative: 50, neutral: 0, reviews: 2 },
  { period: '2025-03-03', positive: 33.3, negative: 33.3, neutral: 33.3, reviews: 3 },
  { period: '2025-03-10', positive: 33.3, negative: 33.3, neutral: 33.3, reviews: 3 },
];
const RESPONSIVENESS: ResponsivenessReport = {
  overall: { reviews: 8, replied: 2, responseRate: 25, medianResponseHours: 3.5 },
  byLocation: [
    {
      locationId: 'location-1',
      locationName: 'Olaya Branch',
      reviews: 8,
      replied: 2,
      responseRate: 25,
      medianResponseHours: 3.5,
    },
  ],
  byMember: [{ userId: 'user-1', name: 'Sara Alotaibi', replies: 1, medianResponseHours: 2 }],
  repliedOnGoogle: 1,
};
const PROFILE: BusinessProfile = {
  id: 'business-1',
  name: 'Riyadh Cafe',
  ownerName: 'Sara Alotaibi',
  email: 'owner@example.com',
  phone: '0512345678',
  address: '',
  industry: 'cafes',
  country: 'SA',
  city: 'Riyadh',
  logoUrl: '',
  website: '',
  description: '',
};

function playReport(handlers: Record<string, ApiHandler> = {}): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/Businesses': () => ok(PROFILE),
    'GET /api/reports/performance/summary': () => ok(SUMMARY),
    'GET /api/reports/business-1/growth': () => ok(GROWTH),
    'GET /api/Reports/keywords': () => ok(KEYWORDS),
    'GET /api/Reports/monthly/entiment': () => ok(MONTHS),
    'GET /api/Reports/sentiment': () => ok(WEEKS),
    'GET /api/reports/business-1/responsiveness': () => ok(RESPONSIVENESS),
    ...handlers,
  });
}

async function openReport({
  user = ADMIN,
  language = 'en',
  period = '30',
}: { user?: SessionUser; language?: Language; period?: string } = {}) {
  return renderArea(reportArea, `/customer/analytics/report?period=${period}`, {
    user,
    language,
    strict: false,
  });
}

const queryOf = (request: Request | undefined) =>
  Object.fromEntries(new URL(request?.url ?? 'http://api.test').searchParams);

/** Each body row of a table as its cells' text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

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

describe('the printable analytics report', () => {
  it('lays the period’s figures out as plain tables, asking for the business’s days', async () => {
    const api = playReport();
    await openReport();

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics report' })).toBeInTheDocument();
    const summary = await screen.findByRole('table', { name: 'The period at a glance' });
    expect(screen.getByText('Riyadh Cafe')).toBeInTheDocument();
    expect(screen.getByText('Period: Last 30 days (15/02/2025 – 16/03/2025)')).toBeInTheDocument();

    expect(rowsOf(summary)).toEqual([
      ['Total reviews', '8', 'Response rate: 25%'],
      ['Average rating', '3.6', 'Out of 5 stars'],
      ['Positive reviews', '3', '37.5% of the period’s reviews'],
      ['Growth rate', '+33.3%', 'Reviews: 8 vs 6 in the same length before'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Rating distribution' }))).toEqual([
      ['5 stars', '3', '37.5%'],
      ['4 stars', '2', '25%'],
      ['3 stars', '1', '12.5%'],
      ['2 stars', '1', '12.5%'],
      ['1 star', '1', '12.5%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Top keywords' }))).toEqual([
      ['خدمة', '5', '60%', '40%'],
      ['coffee', '3', '100%', '0%'],
    ]);
    const months = rowsOf(screen.getByRole('table', { name: 'Monthly review trend' }));
    expect(months[0]).toEqual(['October 2024', '0', '—']);
    expect(months[2]).toEqual(['December 2024', '0', '—']);
    expect(months[5]).toEqual(['March 2025', '3', '4.0']);
    expect(screen.getByText('Last 6 months')).toBeInTheDocument();
    expect(screen.getByText('Last 5 weeks')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Weekly sentiment' }))[4]).toEqual([
      '10/03/2025 – 16/03/2025',
      '3',
      '33.3%',
      '33.3%',
      '33.3%',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Responsiveness' }))).toEqual([
      ['Reviews', '8'],
      ['Replied', '2'],
      ['Response rate', '25%'],
      ['Median response time', '3.5 hours'],
      ['Replies written on Google directly', '1'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'By location' }))).toEqual([
      ['Olaya Branch', '8', '2', '25%', '3.5 hours'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'By team member' }))).toEqual([
      ['Sara Alotaibi', '1', '2 hours'],
    ]);

    const days = { startDate: '2025-02-15', endDate: '2025-03-16' };
    expect(queryOf(api.requestsTo('/api/reports/performance/summary')[0])).toEqual({
      ...days,
      businessId: 'business-1',
    });
    expect(queryOf(api.requestsTo('/api/reports/business-1/responsiveness')[0])).toEqual(days);
    expect(queryOf(api.requestsTo('/api/Reports/keywords')[0])).toEqual({
      ...days,
      rowLimit: '10',
      businessId: 'business-1',
    });
    expect(queryOf(api.requestsTo('/api/reports/business-1/growth')[0])).toEqual({ days: '30' });
    expect(queryOf(api.requestsTo('/api/Reports/monthly/entiment')[0])).toEqual({
      months: '6',
      businessId: 'business-1',
    });
    expect(queryOf(api.requestsTo('/api/Reports/sentiment')[0])).toEqual({
      weeks: '5',
      businessId: 'business-1',
    });
  });

  it('asks for the year’s twelve months and fifty-two weeks', async () => {
    const api = playReport();
    await openReport({ period: '365' });

    await screen.findByRole('table', { name: 'The period at a glance' });
    expect(queryOf(api.requestsTo('/api/Reports/monthly/entiment')[0]).months).toBe('12');
    expect(queryOf(api.requestsTo('/api/Reports/sentiment')[0]).weeks).toBe('52');
    expect(queryOf(api.requestsTo('/api/reports/performance/summary')[0]).startDate).toBe('2024-03-17');
  });

  it('asks for spec §9’s 6 months and a week’s 2 weeks for a week', async () => {
    const api = playReport();
    await openReport({ period: '7' });

    await screen.findByRole('table', { name: 'The period at a glance' });
    expect(queryOf(api.requestsTo('/api/Reports/monthly/entiment')[0]).months).toBe('6');
    expect(queryOf(api.requestsTo('/api/Reports/sentiment')[0]).weeks).toBe('2');
  });

  it('turns to the business’s new day when it comes back after midnight, as the analytics page does', async () => {
    const api = playReport();
    await openReport();
    expect(await screen.findByText('Period: Last 30 days (15/02/2025 – 16/03/2025)')).toBeInTheDocument();

    // 00:30 on 17 March in Riyadh.
    jest.setSystemTime(new Date('2025-03-16T21:30:00Z'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByText('Period: Last 30 days (16/02/2025 – 17/03/2025)')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'The period at a glance' });
    expect(queryOf(api.requestsTo('/api/reports/performance/summary').at(-1))).toEqual({
      startDate: '2025-02-16',
      endDate: '2025-03-17',
      businessId: 'business-1',
    });
  });

  it('prints with the browser, and goes back to the analytics of the same period', async () => {
    playReport();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openReport({ period: '90' });

    await screen.findByRole('table', { name: 'The period at a glance' });
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Back to analytics' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer/analytics?period=90'));
    print.mockRestore();
  });

  it('writes the figures in Arabic digits for an Arabic reader', async () => {
    playReport();
    await openReport({ language: 'ar' });

    const summary = await screen.findByRole('table', { name: 'ملخص الفترة' });
    const [label, total, note] = rowsOf(summary)[0] ?? [];
    expect([label, total]).toEqual(['إجمالي المراجعات', '٨']);
    expect(note).toContain('نسبة الرد: ٢٥٪');
    expect(screen.getByRole('heading', { level: 1, name: 'تقرير التحليلات' })).toBeInTheDocument();
  });

  it('says when the period has no reviews, instead of empty tables', async () => {
    playReport({
      'GET /api/reports/performance/summary': () =>
        ok({
          ...SUMMARY,
          totalReviews: 0,
          averageRating: 0,
          positiveReviews: 0,
          negativeReviews: 0,
          neutralReviews: 0,
          starDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
          repliedReviews: 0,
          responseRate: 0,
        }),
    });
    await openReport({ period: '7' });

    expect(await screen.findByText('Not enough reviews in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when a part of the report cannot be read', async () => {
    let answer: ApiHandler = () => refused(500, null);
    playReport({ 'GET /api/Reports/keywords': (request) => answer(request) });
    const { user } = await openReport();

    expect(await screen.findByText('Could not prepare the analytics report')).toBeInTheDocument();
    answer = () => ok(KEYWORDS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Top keywords' })).toBeInTheDocument();
  });

  it('leaves out the name of a business without a profile yet', async () => {
    playReport({ 'GET /api/Businesses': () => refused(404, 'Not found') });
    await openReport();

    await screen.findByRole('table', { name: 'The period at a glance' });
    expect(screen.queryByText('Riyadh Cafe')).not.toBeInTheDocument();
  });

  it('is not open to a member who may not see the analytics', async () => {
    const api = playReport();
    await openReport({ user: AGENT });

    expect(await screen.findByRole('link', { name: 'Back to the overview' })).toBeInTheDocument();
    expect(api.requestsTo('/api/reports/performance/summary')).toHaveLength(0);
  });
});
