import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, type FakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { SubscriptionListItem, SubscriptionPage } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { adminArea } from '../../../testing/adminArea';
import { subscriptionListTexts } from '../../../shared/subscription-list/i18n';
import { subscribersTexts } from '../i18n';

const area = {
  ...adminArea,
  texts: {
    ...adminArea.texts,
    'admin.subscribers': subscribersTexts,
    'admin.subscriptionList': subscriptionListTexts,
  },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

function createItem(overrides: Partial<SubscriptionListItem> = {}): SubscriptionListItem {
  return {
    id: 'sub-x',
    name: 'Business',
    email: 'owner@example.com',
    businessId: 'business-x',
    planName: 'Professional',
    status: 'active',
    trialEnd: null,
    currentPeriodEnd: '2025-05-01T00:00:00.000Z',
    planId: 'plan-pro',
    ownerName: 'Owner',
    phone: '0501234567',
    city: 'Riyadh',
    activityType: 'cafes',
    amount: 200,
    currency: 'SAR',
    interval: 'monthly',
    monthlyRevenue: 200,
    revenue: 600,
    currentPeriodStart: '2025-04-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    createdAt: '2025-01-10T00:00:00.000Z',
    lastLoginAt: '2025-04-10T00:00:00.000Z',
    reviewsCount: 120,
    rating: 4.5,
    lastPayment: { amount: 230, status: 'succeeded', date: '2025-04-01T00:00:00.000Z' },
    ...overrides,
  };
}

const CAFE = createItem({ id: 'sub-cafe', name: 'Qahwa Cafe', email: 'qahwa@example.com' });
const BAKERY = createItem({
  id: 'sub-bakery',
  name: 'Bakery',
  email: 'bakery@example.com',
  status: 'trialing',
  trialEnd: '2025-04-20T00:00:00.000Z',
  monthlyRevenue: 0,
  revenue: 0,
  reviewsCount: 8,
  rating: null,
  lastPayment: null,
});

const pageOf = (items: SubscriptionListItem[]): SubscriptionPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  summary: {
    total: 2,
    active: 1,
    trialing: 1,
    pastDue: 0,
    cancelled: 0,
    expired: 0,
    totalRevenue: 600,
    monthlyRecurringRevenue: 200,
  },
});

function playApi(items = [CAFE, BAKERY]): FakeApi {
  return fakeApi({
    'GET /api/UsernameAuth/health': () => ok(null),
    'GET /api/PlansAdmin': () => ok([]),
    'GET /api/subscriptions': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return ok(pageOf(status === 'trial' ? items.filter((item) => item.status === 'trialing') : items));
    },
  });
}

const openSubscribers = (language: Language = 'en', entry = '/admin/customers') =>
  renderArea(area, entry, { user: SUPER_ADMIN, language, strict: false });

const lastQuery = (api: FakeApi) => {
  const requests = api.requestsTo('/api/subscriptions');
  return new URL(requests[requests.length - 1].url).searchParams;
};

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('subscribers screen', () => {
  it('shows the summary cards and each subscriber’s real figures', async () => {
    const api = playApi();
    await openSubscribers();

    const cards = await screen.findByRole('region', { name: 'Subscribers summary' });
    expect(within(cards).getByText('Total subscribers').nextSibling).toHaveTextContent('2');
    expect(within(cards).getByText('Total revenue').nextSibling).toHaveTextContent('SAR 600');
    expect(within(cards).getByText('Monthly revenue').nextSibling).toHaveTextContent('SAR 200');
    expect(screen.getByText('Results: 2')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const cafe = within(table).getByText('Qahwa Cafe').closest('tr') as HTMLElement;
    expect(within(cafe).getByText('qahwa@example.com')).toBeInTheDocument();
    expect(within(cafe).getByText('Active')).toBeInTheDocument();
    expect(within(cafe).getByText('120')).toBeInTheDocument();
    expect(within(cafe).getByText('4.5')).toBeInTheDocument();
    const bakery = within(table).getByText('Bakery').closest('tr') as HTMLElement;
    expect(within(bakery).getByText('Trial')).toBeInTheDocument();
    // The admin list asks for 50 a page, newest first.
    expect(lastQuery(api).get('pageSize')).toBe('50');
    expect(lastQuery(api).get('sortBy')).toBe('createdAt');
  });

  it('keeps the status filter and the page in the address, and sends them to the API', async () => {
    const api = playApi();
    const { user } = await openSubscribers('en', '/admin/customers?page=2');
    await screen.findByRole('table', { name: 'Subscribers' });
    expect(lastQuery(api).get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'trial');

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers?status=trial'),
    );
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('trial'));
    // A new filter starts from the first page.
    expect(lastQuery(api).get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'revenue');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers?status=trial&sort=revenue'),
    );
    await waitFor(() => expect(lastQuery(api).get('sortBy')).toBe('revenue'));
  });

  it('searches after typing pauses and offers to clear filters when nothing matches', async () => {
    const api = playApi();
    api.answer({
      'GET /api/subscriptions': (request) =>
        ok(pageOf(new URL(request.url).searchParams.get('search') ? [] : [CAFE, BAKERY])),
    });
    const { user } = await openSubscribers();
    await screen.findByRole('table', { name: 'Subscribers' });

    const searches = screen.getAllByRole('searchbox', { name: 'Search subscribers' });
    await user.type(searches[searches.length - 1], 'nobody');

    expect(await screen.findByText('No subscribers match')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers?search=nobody');
    expect(lastQuery(api).get('search')).toBe('nobody');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByRole('table', { name: 'Subscribers' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/customers$/);
  });

  it('says what cancelling does to the business before it cancels', async () => {
    const api = playApi();
    api.answer({ 'PUT /api/subscriptions/sub-cafe/status': () => ok({ ...CAFE, status: 'cancelled' }) });
    const { user } = await openSubscribers();

    await user.click(await screen.findByRole('button', { name: 'Actions for Qahwa Cafe' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Qahwa Cafe’s subscription?' });
    expect(
      within(dialog).getByText('It can still sign in and read its reviews and reports.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Syncing new reviews and replying stop until it subscribes again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing of its data is deleted.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText('Qahwa Cafe’s subscription was cancelled')).toBeInTheDocument();
    const [request] = api.requestsTo('/api/subscriptions/sub-cafe/status');
    expect(request.method).toBe('PUT');
    expect(await request.json()).toEqual({ subscriptionId: 'sub-cafe', newStatus: 'cancelled' });
  });

  it('says the same in Arabic', async () => {
    playApi();
    const { user } = await openSubscribers('ar');

    await user.click(await screen.findByRole('button', { name: 'إجراءات Qahwa Cafe' }));
    await user.click(screen.getByRole('menuitem', { name: 'إلغاء الاشتراك' }));
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء اشتراك Qahwa Cafe؟' });
    expect(within(dialog).getByText('يبقى بإمكانه الدخول وقراءة تقييماته وتقاريره.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('تتوقف مزامنة التقييمات الجديدة والرد عليها حتى يشترك من جديد.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('لا يُحذف شيء من بياناته.')).toBeInTheDocument();
  });

  it('shows an error with a retry, never sample subscribers', async () => {
    const api = fakeApi({
      'GET /api/UsernameAuth/health': () => ok(null),
      'GET /api/PlansAdmin': () => ok([]),
      'GET /api/subscriptions': () => refused(500, null),
    });
    const { user } = await openSubscribers();
    expect(await screen.findByText('Could not load the subscribers')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    api.answer({ 'GET /api/subscriptions': () => ok(pageOf([])) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });
});
