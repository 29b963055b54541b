import { AUTH_PATHS, useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, fakeApi, ok, renderArea } from '@sumaa/app-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

function signIn(overrides: Parameters<typeof createSessionUser>[0] = {}) {
  localStorage.setItem('refresh_token', 'refresh-1');
  useAuthStore.setState({ token: 'access-1', isAuthenticated: true, user: createSessionUser(overrides) });
}

/** Pages are lazy chunks; on a busy machine the first import of one can take longer than the default second. */
const PAGE_LOAD = { timeout: 5000 };

// jsdom applies no media queries, so the header is laid out as on a phone: its links sit behind the menu button.
async function openMenu(user: UserEvent, name = 'Menu') {
  const nav = await screen.findByRole('navigation', { name: name === 'Menu' ? 'Main' : 'التنقل الرئيسي' });
  await user.click(within(nav).getByRole('button', { name }));
  return nav;
}

describe('public header', () => {
  it('offers a visitor the main pages, log in and sign up, and every page has one banner, main and footer', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/');
    const nav = await openMenu(user);
    for (const [name, href] of [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Help', '/help'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Log in', '/login'],
      ['Sign up', '/signup'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Sumaa.`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('switches language and direction at once, keeping the page', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, PAGE_LOAD);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(document.title).toBe('تسجيل الدخول · سمعة');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it('gives a signed-in user a link to their area and a logout that ends the session', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.logout}`]: () => ok(null) });
    signIn({ role: 'super_admin' });
    const { user } = await renderArea(publicSiteArea, '/');
    const nav = await openMenu(user);
    expect(within(nav).getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    // Logging out navigates home, which closes the menu; focus goes to the page, not to a vanished button.
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(screen.getByRole('main')).toHaveFocus();
    expect(currentLocation()).toBe('/');
    expect(api.requestsTo(AUTH_PATHS.logout)).toHaveLength(1);
    await openMenu(user);
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows a business user their dashboard link in Arabic', async () => {
    fakeApi({});
    signIn({ currentStep: 4 });
    const { user } = await renderArea(publicSiteArea, '/', { language: 'ar' });
    const nav = await openMenu(user, 'القائمة');
    expect(within(nav).getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/customer');
    expect(within(nav).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'الأسعار' })).toHaveAttribute('href', '/pricing');
  });

  it('sends unknown paths home', async () => {
    fakeApi({});
    await renderArea(publicSiteArea, '/no-such-page');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('follows the store when someone signs out elsewhere', async () => {
    fakeApi({});
    signIn({ currentStep: 1 });
    const { user } = await renderArea(publicSiteArea, '/');
    const nav = await openMenu(user);
    expect(within(nav).getByRole('link', { name: 'Finish account setup' })).toHaveAttribute(
      'href',
      '/welcome',
    );
    act(() => useAuthStore.setState({ token: null, user: null, isAuthenticated: false }));
    expect(await within(nav).findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('the mobile menu', () => {
  it('is a disclosure button controlling the panel of links, closed at first', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel!).getByRole('link', { name: 'Pricing' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/');
    const nav = await openMenu(user);
    const button = within(nav).getByRole('button', { name: 'Menu' });
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: 'Features' })).not.toBeInTheDocument();
  });

  it('closes after leading to a page and puts focus on that page', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/', { language: 'ar' });
    const nav = await openMenu(user, 'القائمة');
    await user.click(within(nav).getByRole('link', { name: 'من نحن' }));

    // The router switches pages in a transition: the location changes once the new page has loaded.
    await waitFor(() => expect(currentLocation()).toBe('/about'), PAGE_LOAD);
    expect(within(nav).getByRole('button', { name: 'القائمة' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 1, name: 'من نحن' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('closes on a click outside it and when focus leaves it', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/');
    const nav = await openMenu(user);
    const button = within(nav).getByRole('button', { name: 'Menu' });
    await user.click(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    within(nav).getByRole('link', { name: 'Sign up' }).focus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('public footer', () => {
  it('links every public page, and gives the e-mail, phone and commercial registration', async () => {
    fakeApi({});
    await renderArea(publicSiteArea, '/');
    const footer = screen.getByRole('contentinfo');
    const siteMap = within(footer).getByRole('navigation', { name: 'Site' });
    const hrefs = within(siteMap)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/features',
      '/pricing',
      '/security',
      '/about',
      '/careers',
      '/blog',
      '/contact',
      '/help',
      '/support',
      '/contact2',
      '/terms',
      '/privacy',
    ]);
    expect(within(footer).getByRole('link', { name: 'Email: support@sumaa.sa' })).toHaveAttribute(
      'href',
      'mailto:support@sumaa.sa',
    );
    expect(within(footer).getByRole('link', { name: 'Phone: +966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(footer).toHaveTextContent('Commercial registration no. 1010794512');
  });

  it('is written in Arabic for an Arabic reader', async () => {
    fakeApi({});
    await renderArea(publicSiteArea, '/', { language: 'ar' });
    const footer = screen.getByRole('contentinfo');
    const siteMap = within(footer).getByRole('navigation', { name: 'روابط الموقع' });
    expect(within(siteMap).getByRole('heading', { level: 2, name: 'الشؤون القانونية' })).toBeInTheDocument();
    expect(within(siteMap).getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/terms');
    expect(within(siteMap).getByRole('link', { name: 'قنوات التواصل' })).toHaveAttribute('href', '/contact2');
    // Arabic pages write every number in Arabic-Indic digits, the year and the registration number too.
    expect(footer).toHaveTextContent('سجل تجاري رقم ١٠١٠٧٩٤٥١٢');
    const year = new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false }).format(
      new Date().getFullYear(),
    );
    expect(footer).toHaveTextContent(`© ${year} سمعة.`);
  });
});
