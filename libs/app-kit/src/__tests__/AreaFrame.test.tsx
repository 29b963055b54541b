import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { useDocumentTitle } from '../document/useDocumentTitle';
import { AreaFrame, type AreaNavItem } from '../frame/AreaFrame';
import { AreaRoutes } from '../frame/AreaRoutes';
import { type AreaUnderTest, currentLocation, renderArea } from '../testing';

const texts = {
  ar: {
    brandTagline: 'منطقة تجريبية',
    search: { label: 'البحث التجريبي', placeholder: 'ابحث...' },
    notifications: { hint: 'ستظهر التنبيهات هنا.' },
    pages: { open: 'صفحة للجميع', managers: 'صفحة المديرين' },
  },
  en: {
    brandTagline: 'Test area',
    search: { label: 'Test search', placeholder: 'Search...' },
    notifications: { hint: 'Alerts will appear here.' },
    pages: { open: 'Open page', managers: 'Managers page' },
  },
};

function Page({ name }: { name: 'open' | 'managers' }) {
  const title = name === 'open' ? 'Open page' : 'Managers page';
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}

/** An area with two pages, the second for managers and above, framed by the kit. */
function frameArea(frame: { logoutIn?: 'header' | 'sidebar'; searchPath?: string } = {}): AreaUnderTest {
  function TestRoutes({ basePath }: { basePath: string }) {
    const navigation: AreaNavItem[] = [
      { to: `${basePath}/open`, label: 'Open page' },
      {
        to: `${basePath}/managers`,
        label: 'Managers page',
        allowed: (user) => user?.role === 'manager' || user?.role === 'admin',
      },
    ];
    return (
      <AreaRoutes
        fallbackPath={`${basePath}/open`}
        frame={<AreaFrame namespace="kit-test" navigation={navigation} {...frame} />}
      >
        <Route path="open" element={<Page name="open" />} />
        <Route path="managers" element={<Page name="managers" />} />
      </AreaRoutes>
    );
  }
  return { routes: TestRoutes, basePath: '/customer', texts: { 'kit-test': texts } };
}

/** jsdom lays the page out as a phone: the sidebar is a drawer behind the menu button. */
async function openSidebar(user: Awaited<ReturnType<typeof renderArea>>['user'], menu = 'Menu') {
  await user.click(screen.getByRole('button', { name: menu }));
  return screen.getByRole('dialog', { name: menu });
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the area frame', () => {
  it('lists only the pages the signed-in user may open', async () => {
    const { user } = await renderArea(frameArea(), '/customer/open', {
      user: createSessionUser({ role: 'agent' }),
      strict: false,
    });

    const drawer = await openSidebar(user);
    const links = within(within(drawer).getByRole('navigation', { name: 'Main navigation' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(['Open page']);
  });

  it('lists a page for the role its rule allows, marking the open one as current', async () => {
    const { user } = await renderArea(frameArea(), '/customer/managers', {
      user: createSessionUser({ role: 'manager' }),
      strict: false,
    });

    const drawer = await openSidebar(user);
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open page', 'Managers page']);
    expect(within(drawer).getByRole('link', { name: 'Managers page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends any other path inside the area to its overview', async () => {
    await renderArea(frameArea(), '/customer/nowhere/deep', { user: createSessionUser(), strict: false });

    expect(currentLocation()).toBe('/customer/open');
    expect(screen.getByRole('heading', { level: 1, name: 'Open page' })).toBeInTheDocument();
  });

  it('names the page in the tab with the one separator, in Arabic too', async () => {
    const english = await renderArea(frameArea(), '/customer/open', {
      user: createSessionUser(),
      strict: false,
    });
    expect(document.title).toBe('Open page · Sumaa');
    english.unmount();

    await renderArea(frameArea(), '/customer/open', {
      user: createSessionUser(),
      language: 'ar',
      strict: false,
    });
    expect(document.title).toBe('Open page · سمعة');
  });

  it('shows the user and logs out from the header: the session ends and the login page opens', async () => {
    const { user } = await renderArea(frameArea(), '/customer/open', {
      user: createSessionUser({ full_name: 'Sara Alotaibi', email: 'sara@example.com' }),
      strict: false,
    });

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sara Alotaibi')).toBeInTheDocument();
    expect(within(header).getByText('sara@example.com')).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Log out' }));
    await act(async () => undefined); // the store's call to the server settles

    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(currentLocation()).toBe('/login');
  });

  it('leaves the search box out unless the area says where a search goes', async () => {
    await renderArea(frameArea(), '/customer/open', { user: createSessionUser(), strict: false });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('opens the search page with the words from the header, and keeps them in the box', async () => {
    const { user } = await renderArea(frameArea({ searchPath: '/customer/managers' }), '/customer/open', {
      user: createSessionUser({ role: 'admin' }),
      strict: false,
    });

    await user.type(screen.getByRole('searchbox', { name: 'Test search' }), 'late delivery{Enter}');

    expect(currentLocation()).toBe('/customer/managers?search=late+delivery');
    expect(screen.getByRole('heading', { level: 1, name: 'Managers page' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Test search' })).toHaveValue('late delivery');
  });

  it('puts logging out at the foot of the sidebar when the area asks, in Arabic', async () => {
    const { user } = await renderArea(frameArea({ logoutIn: 'sidebar' }), '/customer/open', {
      user: createSessionUser(),
      language: 'ar',
      strict: false,
    });

    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'تسجيل الخروج' })).toBeNull();
    const drawer = await openSidebar(user, 'القائمة');
    expect(within(drawer).getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'تسجيل الخروج' }));
    await act(async () => undefined);
    expect(currentLocation()).toBe('/login');
  });
});
