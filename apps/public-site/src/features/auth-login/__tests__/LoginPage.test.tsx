import { AUTH_PATHS, useAuthStore } from '@sumaa/api-client';
import { createApiUser, createAuthSession, resetAuthStore } from '@sumaa/api-client/testing';
import {
  currentLocation,
  deferred,
  type Entry,
  errorOf,
  fakeApi,
  fieldByLabel,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import type { Role } from '@sumaa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
});

function answerLogin(role: Role, user: Parameters<typeof createApiUser>[0] = {}) {
  return fakeApi({
    [`POST ${AUTH_PATHS.signIn}`]: () => ok(createAuthSession({ role, user: createApiUser(user) })),
  });
}

async function logIn(entry: Entry = '/login', language: 'ar' | 'en' = 'en') {
  const view = await renderArea(publicSiteArea, entry, { language });
  const { user } = view;
  await user.type(
    await screen.findByRole('textbox', { name: language === 'en' ? 'Email' : 'البريد الإلكتروني' }),
    'Owner@Example.com',
  );
  await user.type(fieldByLabel(language === 'en' ? 'Password' : 'كلمة المرور'), 'secret-pass');
  return view;
}

describe('login', () => {
  it.each([
    ['the super admin', 'super_admin' as Role, {}, '/admin'],
    ['an owner who has not finished onboarding', 'admin' as Role, { currentStep: 1 }, '/welcome'],
    ['an owner who has finished onboarding', 'admin' as Role, { currentStep: 4 }, '/customer'],
    ['an agent', 'agent' as Role, { currentStep: 4 }, '/customer'],
  ])('sends %s to their home (homePathFor)', async (_who, role, user, home) => {
    const api = answerLogin(role, user);
    const view = await logIn();
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentLocation()).toBe(home));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(await api.requestsTo(AUTH_PATHS.signIn)[0].json()).toEqual({
      username: 'owner@example.com',
      password: 'secret-pass',
    });
  });

  it('sends a user whose e-mail is not confirmed to /check-email with the address', async () => {
    answerLogin('admin', { emailConfirmed: false, email: 'owner@example.com' });
    const view = await logIn();
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentLocation()).toBe('/check-email?email=owner%40example.com'));
    expect(await screen.findByText(/Your email isn’t confirmed yet/)).toBeInTheDocument();
  });

  it('returns to the page that asked for the login, but never to another site or a page the user may not open', async () => {
    answerLogin('admin', { currentStep: 4 });
    const view = await logIn({ pathname: '/login', state: { from: '/customer/reviews?page=2' } });
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer/reviews?page=2'));
    view.unmount();

    resetAuthStore();
    answerLogin('admin', { currentStep: 4 });
    const second = await logIn({ pathname: '/login', state: { from: '//evil.example/steal' } });
    await second.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));
    second.unmount();

    resetAuthStore();
    answerLogin('admin', { currentStep: 4 });
    const third = await logIn({ pathname: '/login', state: { from: '/admin/plans' } });
    await third.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));
  });

  it('returns to the path in `?returnTo=` (a link that survives a reload), still only to this site', async () => {
    answerLogin('agent', { currentStep: 4 });
    const view = await logIn('/login?returnTo=%2Fterms%3Fsection%3D2');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/terms?section=2'));
    view.unmount();

    resetAuthStore();
    answerLogin('agent', { currentStep: 4 });
    const second = await logIn('/login?returnTo=https%3A%2F%2Fevil.example');
    await second.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));
  });

  it('says why the member is here when the server removed their access, in both languages', async () => {
    fakeApi({});
    const view = await renderArea(publicSiteArea, '/login?reason=accessRemoved');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your access to this business has been removed. Contact its owner if this is a mistake.',
    );
    view.unmount();

    await renderArea(publicSiteArea, '/login?reason=accessRemoved', { language: 'ar' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'أُلغي وصولك إلى هذا النشاط التجاري. تواصل مع مالكه إن كان ذلك خطأ.',
    );
  });

  it('shows no notice for a login without a reason, or with one it does not know', async () => {
    fakeApi({});
    await renderArea(publicSiteArea, '/login?reason=somethingElse');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server’s message in a banner when the login is refused', async () => {
    fakeApi({ [`POST ${AUTH_PATHS.signIn}`]: () => refused(401, 'The email or password is incorrect') });
    const view = await logIn();
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect');
    expect(currentLocation()).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the translated generic login error when the server gives no message', async () => {
    fakeApi({ [`POST ${AUTH_PATHS.signIn}`]: () => new Response('', { status: 401 }) });
    const view = await logIn('/login', 'ar');
    await view.user.click(screen.getByRole('button', { name: 'دخول' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر تسجيل الدخول. تحقّق من بياناتك ثم حاول مرة أخرى.',
    );
  });

  it('says what is missing before sending anything', async () => {
    const api = fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(errorOf(screen.getByRole('textbox', { name: 'Email' }))).toBe('Email is required');
    expect(errorOf(fieldByLabel('Password'))).toBe('Password is required');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the button busy while signing in', async () => {
    const answer = deferred();
    fakeApi({ [`POST ${AUTH_PATHS.signIn}`]: () => answer.promise });
    const view = await logIn();
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer.resolve(ok(createAuthSession()));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));
  });

  it('has the parts of spec §2: remember (ticked), show-password toggle and the forgot-password link', async () => {
    fakeApi({});
    const { user } = await renderArea(publicSiteArea, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.title).toBe('Log in · Sumaa');
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('dir', 'ltr');

    const password = fieldByLabel('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('keeps the session for this tab only when “remember me” is unticked', async () => {
    answerLogin('admin');
    const view = await logIn();
    await view.user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));

    // Kept for this tab only: closing it ends the session.
    expect(sessionStorage.getItem('jwt_token')).not.toBeNull();
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });
});
