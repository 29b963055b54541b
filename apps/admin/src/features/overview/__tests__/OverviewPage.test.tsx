import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { AdminOverview } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea } from '../../../testing/adminArea';
import { overviewTexts } from '../i18n';

const area = {
  ...adminArea,
  texts: { ...adminArea.texts, 'admin.overview': overviewTexts },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

const OVERVIEW: AdminOverview = {
  period: '30d',
  window: { from: '2026-03-01T21:00:00.000Z', to: '2026-03-31T21:00:00.000Z' },
  previousWindow: { from: '2026-01-30T21:00:00.000Z', to: '2026-03-01T21:00:00.000Z' },
  kpis: {
    totalSubscribers: 12,
    active: 8,
    trialing: 3,
    pastDue: 1,
    monthlyRecurringRevenue: 1808.33,
    newSubscribers: 6,
    previousNewSubscribers: 4,
    growthRate: 50,
    retentionBase: 8,
    retained: 7,
    retentionRate: 87.5,
  },
  performance: [
    { month: '2025-10', newSubscribers: 0, revenue: 0 },
    { month: '2025-11', newSubscribers: 1, revenue: 200 },
    { month: '2025-12', newSubscribers: 2, revenue: 400 },
    { month: '2026-01', newSubscribers: 0, revenue: 600 },
    { month: '2026-02', newSubscribers: 3, revenue: 2500 },
    { month: '2026-03', newSubscribers: 6, revenue: 1200 },
  ],
  alerts: [
    {
      id: 'contact:1',
      kind: 'slaBreached',
      at: '2026-03-30T08:00:00.000Z',
      businessId: null,
      subject: 'Late Sender',
      detail: 'open',
      link: { section: 'contacts', search: 'Late Sender' },
    },
    {
      id: 'invoice:1',
      kind: 'paymentFailed',
      at: '2026-03-29T08:00:00.000Z',
      businessId: 'b-1',
      subject: 'Qahwa Cafe',
      detail: 'card declined',
      link: { section: 'subscriptions', search: 'Qahwa Cafe' },
    },
  ],
  topSubscribers: [
    {
      subscriptionId: 's-1',
      businessId: 'b-2',
      name: 'Grill House',
      planName: 'Enterprise',
      status: 'active',
      revenue: 2500,
      monthlyRevenue: 208.33,
    },
  ],
};

const open = (language: Language = 'en') =>
  renderArea(area, '/admin/overview', { user: SUPER_ADMIN, language, strict: false });

const value = (cards: HTMLElement, label: string) => within(cards).getByText(label).nextSibling;

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

describe('admin overview', () => {
  it('shows the four KPIs, the performance table, the alerts with links and the top subscribers', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/system/overview': () => refused(500, null),
      'GET /api/admin/overview': () => ok(OVERVIEW),
    });
    await open();

    const cards = await screen.findByRole('region', { name: 'Platform indicators' });
    expect(value(cards, 'Total subscribers')).toHaveTextContent('12');
    expect(value(cards, 'Monthly revenue')).toHaveTextContent('SAR 1,808.33');
    expect(value(cards, 'Growth rate')).toHaveTextContent('+50%');
    expect(value(cards, 'Retention rate')).toHaveTextContent('87.5%');

    const table = screen.getByRole('table', { name: 'Revenue and new subscribers each month' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('rowheader', { name: 'February 2026' }).parentElement).toHaveTextContent(
      'SAR 2,500',
    );

    const alerts = screen.getByRole('region', { name: 'Recent alerts' });
    expect(within(alerts).getByText('Message past its SLA')).toBeInTheDocument();
    expect(within(alerts).getAllByRole('link', { name: 'Open' })[1]).toHaveAttribute(
      'href',
      '/admin/subscriptions?search=Qahwa%20Cafe',
    );

    const top = screen.getByRole('table', { name: 'Top subscribers by paid revenue' });
    expect(within(top).getByRole('link', { name: 'Grill House' })).toBeInTheDocument();
    expect(within(top).getByText('SAR 2,500')).toBeInTheDocument();

    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/customers', '/admin/subscriptions', '/admin/plans', '/admin/system']);
  });

  it('reads in Arabic with Arabic-Indic digits', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/system/overview': () => refused(500, null),
      'GET /api/admin/overview': () => ok(OVERVIEW),
    });
    await open('ar');
    const cards = await screen.findByRole('region', { name: 'مؤشرات المنصة' });
    expect(value(cards, 'إجمالي المشتركين')).toHaveTextContent('١٢');
    expect(value(cards, 'معدل الاحتفاظ')).toHaveTextContent('٨٧٫٥');
  });

  it('says when there is nothing yet, never sample figures', async () => {
    fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/system/overview': () => refused(500, null),
      'GET /api/admin/overview': () =>
        ok({
          ...OVERVIEW,
          kpis: { ...OVERVIEW.kpis, growthRate: null, retentionRate: null },
          performance: OVERVIEW.performance.map((month) => ({ ...month, revenue: 0, newSubscribers: 0 })),
          alerts: [],
          topSubscribers: [],
        }),
    });
    await open();
    const cards = await screen.findByRole('region', { name: 'Platform indicators' });
    expect(value(cards, 'Growth rate')).toHaveTextContent('—');
    expect(screen.getByText(/No revenue and no new subscribers/)).toBeInTheDocument();
    expect(screen.getByText(/No alerts/)).toBeInTheDocument();
    expect(screen.getByText('No subscriber has paid yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads again', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/system/overview': () => refused(500, null),
      'GET /api/admin/overview': () => refused(500, null),
    });
    await open();
    expect(await screen.findByText('Could not load the overview')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platform indicators' })).not.toBeInTheDocument();
    api.answer({ 'GET /api/admin/overview': () => ok(OVERVIEW) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Platform indicators' })).toBeInTheDocument();
  });
});
