import { STORAGE_KEYS, useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, renderArea, setUpArea } from '@sumaa/app-kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessArea } from '../../testing/businessArea';

/** jsdom lays the page out as a phone, where the sidebar is a drawer: open it as a phone user would. */
async function sidebarLinks(menu = 'Menu', name = 'Main navigation') {
  await userEvent.click(screen.getByRole('button', { name: menu }));
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  await setUpArea(businessArea, 'en');
});

describe('the business dashboard frame', () => {
  it('shows a viewer without ViewAnalytics only the overview and reviews in the sidebar', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({ role: 'viewer', permissions: ['ViewReviews'] }),
      strict: false,
    });

    expect(await sidebarLinks()).toEqual(['Overview', 'Reviews']);
  });

  it('shows an agent the overview and the reviews', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({
        role: 'agent',
        permissions: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics'],
      }),
      strict: false,
    });

    expect(await sidebarLinks()).toEqual(['Overview', 'Reviews']);
  });

  it('hides settings and the subscription from a manager without the Settings permission', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({
        role: 'manager',
        permissions: ['ViewReviews', 'ViewAnalytics', 'ManageTeam'],
      }),
      strict: false,
    });

    expect(await sidebarLinks()).toEqual(['Overview', 'Reviews', 'Analytics', 'Team']);
  });

  it('shows an admin every page, marking the open one as current', async () => {
    await renderArea(businessArea, '/customer/team', {
      user: createSessionUser({ role: 'admin', permissions: [] }),
      strict: false,
    });

    expect(await sidebarLinks()).toEqual([
      'Overview',
      'Reviews',
      'Analytics',
      'Review requests',
      'Team',
      'Subscription',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  });

  it('names the sidebar, its links and the page title in Arabic', async () => {
    await renderArea(businessArea, '/customer/reviews', {
      language: 'ar',
      user: createSessionUser({ role: 'admin' }),
      strict: false,
    });

    expect(await sidebarLinks('القائمة', 'التنقل الرئيسي')).toEqual([
      'نظرة عامة',
      'المراجعات',
      'التحليلات',
      'طلبات التقييم',
      'الفريق',
      'الاشتراك',
      'الإعدادات',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'المراجعات' })).toBeInTheDocument();
    expect(await screen.findByRole('search', { name: 'تصفية المراجعات' })).toBeInTheDocument();
  });

  it('tells a viewer opening the team page that it is not allowed, in Arabic', async () => {
    await renderArea(businessArea, '/customer/team', {
      language: 'ar',
      user: createSessionUser({ role: 'viewer', permissions: ['ViewReviews', 'ViewAnalytics'] }),
      strict: false,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'غير مصرح لك' })).toBeInTheDocument();
    expect(screen.getByText('ليس لديك الصلاحية للوصول إلى هذه الصفحة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى النظرة العامة' })).toHaveAttribute(
      'href',
      '/customer/overview',
    );
  });

  it('tells an agent opening analytics that it is not allowed, in English', async () => {
    await renderArea(businessArea, '/customer/analytics', {
      user: createSessionUser({ role: 'agent', permissions: ['ViewAnalytics'] }),
      strict: false,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page')).toBeInTheDocument();
  });

  it('sends unknown paths and the area root to the overview, which greets the user by name', async () => {
    await renderArea(businessArea, '/customer/nowhere/deep', {
      user: createSessionUser({ full_name: 'Sara Alotaibi' }),
      strict: false,
    });

    expect(screen.getByTestId('location')).toHaveTextContent('/customer/overview');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Welcome, Sara Alotaibi');
  });

  it('greets a user whose name holds markup characters with the name exactly as typed', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({ full_name: 'Sara & <b>Co</b>' }),
      strict: false,
    });

    expect(screen.getByRole('main')).toHaveTextContent('Welcome, Sara & <b>Co</b>');
  });

  it('shows the user’s name, e-mail and initials in the header', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({ full_name: 'Sara Alotaibi', email: 'sara@example.com', avatarUrl: null }),
      strict: false,
    });

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sara Alotaibi')).toBeInTheDocument();
    expect(within(header).getByText('sara@example.com')).toBeInTheDocument();
    expect(within(header).getByText('SA')).toBeInTheDocument();
  });

  it('searches the reviews from the header', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({ role: 'admin' }),
      strict: false,
    });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'late delivery{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/customer/reviews?search=late+delivery');
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    // The inbox runs the search: its own box shows it too.
    expect(await screen.findByRole('searchbox', { name: 'Search text or reviewer' })).toHaveValue(
      'late delivery',
    );
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('late delivery');
  });

  it('leaves the search box out for a user who may not open the reviews', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({ role: 'viewer', permissions: [] }),
      strict: false,
    });

    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('switches the language and the page direction from the header', async () => {
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({ role: 'admin' }),
      strict: false,
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it('opens the bell to say there are no notifications yet, and closes it with Escape', async () => {
    fakeApi({
      'GET /api/notifications/unread-count': () => ok({ unread: 0 }),
      'GET /api/notifications': () => ok({ items: [], total: 0, unread: 0, page: 1, pageSize: 20 }),
    });
    await renderArea(businessArea, '/customer/overview', {
      user: createSessionUser({ role: 'admin' }),
      strict: false,
    });
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await userEvent.click(bell);

    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');

    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('logs out: the session is cleared and the login page opens', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(createSessionUser()));
    await renderArea(businessArea, '/customer/overview', { user: createSessionUser(), strict: false });

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await act(async () => undefined);
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
