import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import type { AppNotification, NotificationPage } from '@sumaa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { AreaFrame, type AreaNotificationsOptions } from '../../frame/AreaFrame';
import { AreaRoutes } from '../../frame/AreaRoutes';
import {
  type AreaUnderTest,
  currentLocation,
  fakeApi,
  type FakeApi,
  ok,
  refused,
  renderArea,
} from '../../testing';

const texts = {
  ar: {
    brandTagline: 'منطقة تجريبية',
    search: { label: 'بحث', placeholder: 'ابحث...' },
    notifications: { hint: 'ستظهر التنبيهات هنا.' },
  },
  en: {
    brandTagline: 'Test area',
    search: { label: 'Search', placeholder: 'Search...' },
    notifications: { hint: 'Alerts will appear here.' },
  },
};

/** An area with a home page and an inbox, its bell fed as the options say. */
function bellArea(notifications: AreaNotificationsOptions | undefined): AreaUnderTest {
  function TestRoutes({ basePath }: { basePath: string }) {
    return (
      <AreaRoutes
        fallbackPath={`${basePath}/home`}
        frame={
          <AreaFrame
            namespace="bell-test"
            navigation={[{ to: `${basePath}/home`, label: 'Home' }]}
            notifications={notifications}
          />
        }
      >
        <Route path="home" element={<h1>Home</h1>} />
        <Route path="reviews" element={<h1>Reviews</h1>} />
      </AreaRoutes>
    );
  }
  return { routes: TestRoutes, basePath: '/customer', texts: { 'bell-test': texts } };
}

const inbox = bellArea({ reviewsPath: '/customer/reviews' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const NOTIFICATIONS: AppNotification[] = [
  {
    id: 'n1',
    kind: 'negativeReview',
    reviewId: 'review-1',
    params: { authorName: 'Sara Ahmed', stars: 1, locationName: 'Olaya' },
    createdAt: minutesAgo(5),
    readAt: null,
  },
  {
    id: 'n2',
    kind: 'newReview',
    reviewId: null,
    params: { count: 3 },
    createdAt: minutesAgo(90),
    readAt: null,
  },
  {
    id: 'n3',
    kind: 'reviewAssigned',
    reviewId: 'review-9',
    params: { actorName: 'Khalid' },
    createdAt: minutesAgo(60 * 30),
    readAt: minutesAgo(60 * 29),
  },
];

function page(items: AppNotification[]): NotificationPage {
  return {
    items,
    total: items.length,
    unread: items.filter((item) => item.readAt === null).length,
    page: 1,
    pageSize: 20,
  };
}

function notificationsApi(items = NOTIFICATIONS): FakeApi {
  let current = items;
  const unread = () => current.filter((item) => item.readAt === null).length;
  return fakeApi({
    'GET /api/notifications/unread-count': () => ok({ unread: unread() }),
    'GET /api/notifications': () => ok(page(current)),
    'POST /api/notifications/n1/read': () => {
      current = current.map((item) => (item.id === 'n1' ? { ...item, readAt: minutesAgo(0) } : item));
      return ok(current[0]);
    },
    'POST /api/notifications/n2/read': () => {
      current = current.map((item) => (item.id === 'n2' ? { ...item, readAt: minutesAgo(0) } : item));
      return ok(current[1]);
    },
    'POST /api/notifications/read-all': () => {
      const updated = unread();
      current = current.map((item) => ({ ...item, readAt: item.readAt ?? minutesAgo(0) }));
      return ok({ updated });
    },
  });
}

/** The sentence without the invisible direction isolates around names. */
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u2068\u2069]/g, '');

async function openBell(user: Awaited<ReturnType<typeof renderArea>>['user'], name: RegExp | string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('region', { name: /^(Notifications|الإشعارات)$/ });
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the notifications bell of an area with notifications', () => {
  it('shows the unread count on the bell and in its name', async () => {
    notificationsApi();
    await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false });

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new notifications' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('lists the notifications, unread first, written in the reader’s language with their time', async () => {
    notificationsApi();
    const { user } = await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false });

    const panel = await openBell(user, /^Notifications, 2/);
    const entries = await within(panel).findAllByRole('listitem');

    expect(entries.map(plain)).toEqual([
      'Unread: Negative review (1 of 5 stars) from Sara Ahmed — Olaya5 minutes ago',
      'Unread: 3 new reviews1 hour ago',
      'Khalid assigned a review to youyesterday',
    ]);
  });

  it('marks a notification read when it is opened and shows its review', async () => {
    const api = notificationsApi();
    const { user } = await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false });
    const panel = await openBell(user, /^Notifications, 2/);

    await user.click(await within(panel).findByRole('button', { name: /Negative review/ }));

    expect(currentLocation()).toBe('/customer/reviews?review=review-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/notifications/n1/read')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 new notification' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the inbox itself for a batch of new reviews', async () => {
    notificationsApi();
    const { user } = await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false });
    const panel = await openBell(user, /^Notifications, 2/);

    await user.click(await within(panel).findByRole('button', { name: /3 new reviews/ }));

    expect(currentLocation()).toBe('/customer/reviews');
  });

  it('only marks read, without leaving the page, for a reader with no inbox', async () => {
    const api = notificationsApi();
    const { user } = await renderArea(bellArea({}), '/customer/home', {
      user: createSessionUser(),
      strict: false,
    });
    const panel = await openBell(user, /^Notifications, 2/);

    await user.click(await within(panel).findByRole('button', { name: /Negative review/ }));

    await waitFor(() => expect(api.requestsTo('/api/notifications/n1/read')).toHaveLength(1));
    expect(currentLocation()).toBe('/customer/home');
  });

  it('marks every notification read at once, and the count goes', async () => {
    const api = notificationsApi();
    const { user } = await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false });
    const panel = await openBell(user, /^Notifications, 2/);

    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));

    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByText(/^Unread/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/notifications/read-all')).toHaveLength(1));
  });

  it('puts a notification back as unread and says so when marking it fails', async () => {
    const api = notificationsApi();
    api.answer({ 'POST /api/notifications/n1/read': () => refused(503, null) });
    const { user } = await renderArea(bellArea({}), '/customer/home', {
      user: createSessionUser(),
      strict: false,
    });
    const panel = await openBell(user, /^Notifications, 2/);

    await user.click(await within(panel).findByRole('button', { name: /Negative review/ }));
    await user.click(screen.getByRole('button', { name: /^Notifications, 2/ }));

    expect(
      await within(panel).findByText("The notifications couldn't be updated. Please try again."),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: /Negative review/ })).toHaveAccessibleName(/^Unread: /);
  });

  it('says so when the list cannot be loaded, and loads it again on retry', async () => {
    const api = notificationsApi();
    api.answer({ 'GET /api/notifications': () => refused(403, 'You do not have permission') });
    const { user } = await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false });
    const panel = await openBell(user, /^Notifications, 2/);

    expect(await within(panel).findByText('The notifications could not be loaded.')).toBeInTheDocument();
    api.answer({ 'GET /api/notifications': () => ok(page(NOTIFICATIONS)) });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
  });

  it('says there is nothing yet when the member has no notifications', async () => {
    notificationsApi([]);
    const { user } = await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false });
    const panel = await openBell(user, 'Notifications');

    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByText('Alerts will appear here.')).toBeInTheDocument();
  });

  it('writes the count and the notifications in Arabic, with Arabic digits', async () => {
    notificationsApi();
    const { user } = await renderArea(inbox, '/customer/home', {
      user: createSessionUser(),
      language: 'ar',
      strict: false,
    });

    const bell = await screen.findByRole('button', { name: 'الإشعارات، إشعاران جديدان' });
    expect(within(bell).getByText('٢')).toBeInTheDocument();
    const panel = await openBell(user, 'الإشعارات، إشعاران جديدان');
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries.map(plain)).toEqual([
      'غير مقروء: مراجعة سلبية من Sara Ahmed بتقييم ١ من ٥ — Olayaقبل ٥ دقائق',
      'غير مقروء: ٣ مراجعات جديدةقبل ساعة واحدة',
      'مراجعة مُسندة إليك من Khalidأمس',
    ]);
    expect(within(panel).getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeInTheDocument();
  });

  it('follows new notifications without a reload: every 30 seconds and when the tab is back', async () => {
    jest.useFakeTimers();
    const api = notificationsApi();
    await renderArea(inbox, '/customer/home', { user: createSessionUser(), strict: false, fakeTimers: true });
    await screen.findByRole('button', { name: 'Notifications, 2 new notifications' });

    api.answer({ 'GET /api/notifications/unread-count': () => ok({ unread: 4 }) });
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 4 new notifications' }),
    ).toBeInTheDocument();

    api.answer({ 'GET /api/notifications/unread-count': () => ok({ unread: 120 }) });
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 new notifications' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });
});

describe('the bell of an area without notifications', () => {
  it('asks the server nothing and opens its empty panel', async () => {
    const api = fakeApi({});
    const { user } = await renderArea(bellArea(undefined), '/customer/home', {
      user: createSessionUser(),
      strict: false,
    });

    const panel = await openBell(user, 'Notifications');

    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
