import { AUTH_PATHS, useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { currentLocation, renderPublicSite } from '../../../testing/renderPublicSite';

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

function signIn(overrides: Parameters<typeof createSessionUser>[0] = {}) {
  localStorage.setItem('refresh_token', 'refresh-1');
  useAuthStore.setState({ token: 'access-1', isAuthenticated: true, user: createSessionUser(overrides) });
}

describe('public header and footer', () => {
  it('offers a visitor the login and signup links, and every page has one banner, main and footer', async () => {
    fakeApi({});
    await renderPublicSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Sumaa.`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('switches language and direction at once, keeping the page', async () => {
    fakeApi({});
    const { user } = await renderPublicSite('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
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
    const { user } = await renderPublicSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(api.requestsTo(AUTH_PATHS.logout)).toHaveLength(1);
  });

  it('sends unknown paths home', async () => {
    fakeApi({});
    await renderPublicSite('/no-such-page');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('follows the store when someone signs out elsewhere', async () => {
    fakeApi({});
    signIn({ currentStep: 1 });
    await renderPublicSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Finish account setup' })).toHaveAttribute(
      'href',
      '/welcome',
    );
    act(() => useAuthStore.setState({ token: null, user: null, isAuthenticated: false }));
    expect(await screen.findByRole('link', { name: 'Start your free trial' })).toBeInTheDocument();
  });
});
