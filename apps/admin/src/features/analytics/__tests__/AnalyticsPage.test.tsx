import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { type FakeApi, fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { AdminAnalytics } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea } from '../../../testing/adminArea';
import { analyticsTexts } from '../i18n';

const area = {
  ...adminArea,
  texts: { ...adminArea.texts, 'admin.analytics': analyticsTexts },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

function analyticsOf(period: string, metric: string): AdminAnalytics {
  const monthly = period === '1y' || period === '90d';
  return {
    period: period as AdminAnalytics['period'],
    metric: metric as AdminAnalytics['metric'],
    bucket: monthly ? 'month' : period === '7d' ? 'day' : 'week',
    window: { from: '2026-03-01T21:00:00.000Z', to: '2026-03-31T21:00:00.000Z' },
    trend: monthly
      ? [
          { from: '2026-01-01', to: '2026-01-31', value: metric === 'revenue' ? 1200 : 3 },
          { from: '2026-02-01', to: '2026-02-28', value: metric === 'revenue' ? 2500 : 5 },
        ]
      : [
          { from: '2026-03-18', to: '2026-03-24', value: metric === 'revenue' ? 200 : 1 },
          { from: '2026-03-25', to: '2026-03-31', value: metric === 'revenue' ? 2500 : 2 },
        ],
    total: 2700,
    previousTotal: 1000,
    plans: [
      {
        planId: 'p-1',
        name: 'Enterprise',
        subscribers: 3,
        active: 2,
        monthlyRecurringRevenue: 608.33,
        revenue: 2500,
      },
    ],
    segments: [
      { activityType: 'cafes', subscribers: 3, active: 2, monthlyRecurringRevenue: 400 },
      { activityType: 'other', subscribers: 1, active: 0, monthlyRecurringRevenue: 0 },
    ],
    strengths: [{ code: 'retentionHigh', value: 92.5, threshold: 90, params: {} }],
    improvements: [{ code: 'pastDueHigh', value: 12.5, threshold: 10, params: {} }],
  };
}

function playApi(): FakeApi {
  return fakeApi({
    'GET /api/UsernameAuth/health': () => ok(null),
    'GET /api/system/overview': () => refused(500, null),
    'GET /api/admin/analytics': (request) => {
      const params = new URL(request.url).searchParams;
      return ok(analyticsOf(params.get('period') ?? '30d', params.get('metric') ?? 'revenue'));
    },
  });
}

const open = (language: Language = 'en', entry = '/admin/analytics') =>
  renderArea(area, entry, { user: SUPER_ADMIN, language, strict: false });

/** jsdom measures nothing: every chart's box reports the same width, as a browser's ResizeObserver would. */
class FixedWidthObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 640, height: 240, top: 0, left: 0 } as DOMRectReadOnly;
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
});

describe('admin analytics', () => {
  it('draws the trend with its table; the period and metric selects ask again and change the table', async () => {
    const api = playApi();
    await open();

    const table = await screen.findByRole('table', { name: 'The metric in each period' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Revenue' })).toBeInTheDocument();
    expect(within(table).getByText('SAR 2,500')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Period'), '1y');
    expect(
      await within(await screen.findByRole('table', { name: 'The metric in each period' })).findByRole(
        'rowheader',
        {
          name: 'February 2026',
        },
      ),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Metric'), 'customers');
    const byCustomers = await screen.findByRole('columnheader', { name: 'New subscribers' });
    expect(byCustomers).toBeInTheDocument();
    const last = api.requestsTo('/api/admin/analytics').at(-1)!;
    expect(new URL(last.url).searchParams.toString()).toBe('period=1y&metric=customers');
  });

  it('shows plans, segments by activity, and each strength and improvement with its rule', async () => {
    playApi();
    await open();
    const plans = await screen.findByRole('table', { name: 'Plan performance' });
    expect(within(plans).getByText('Enterprise')).toBeInTheDocument();
    const segments = screen.getByRole('table', { name: 'Subscribers by activity type' });
    expect(within(segments).getByText('Cafes')).toBeInTheDocument();
    expect(within(segments).getByText('Other')).toBeInTheDocument();
    expect(within(segments).getByText('75%')).toBeInTheDocument();

    const strengths = screen.getByRole('region', { name: 'Strengths' });
    expect(within(strengths).getByText('Retention at 92.5%')).toBeInTheDocument();
    expect(within(strengths).getByText('Rule: retention ≥ 90%')).toBeInTheDocument();
    const improvements = screen.getByRole('region', { name: 'Improvements' });
    expect(within(improvements).getByText('Rule: past-due share > 10%')).toBeInTheDocument();
  });

  it('runs from right to left in Arabic with Arabic-Indic digits', async () => {
    playApi();
    await open('ar', '/admin/analytics?period=1y&metric=revenue');
    const table = await screen.findByRole('table', { name: 'قيم المقياس في كل فترة' });
    expect(within(table).getByRole('rowheader', { name: /فبراير ٢٠٢٦/ })).toBeInTheDocument();
    expect(screen.getByText(/^القاعدة: الاحتفاظ ≥ ٩٠/)).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/system/overview': () => refused(500, null),
      'GET /api/admin/analytics': () => refused(500, null),
    });
    await open();
    expect(await screen.findByText('Could not load the analytics')).toBeInTheDocument();
    api.answer({ 'GET /api/admin/analytics': () => ok(analyticsOf('30d', 'revenue')) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The metric in each period' })).toBeInTheDocument();
  });
});
