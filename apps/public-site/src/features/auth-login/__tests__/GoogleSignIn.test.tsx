// "Sign in with Google" on the login page: the popup opens on the API's start URL inside the click, the ID token
// its page posts from the API's origin signs in through google-callback (the same session and second steps as
// the password), a message from any other origin is ignored, and a refusal or a blocked popup is said in words.
import { AUTH_PATHS, useAuthStore } from '@sumaa/api-client';
import { createAuthSession, envelope, resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import { authEndpoints } from '@sumaa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

const API_ORIGIN = 'http://api.test';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
});
afterEach(() => jest.restoreAllMocks());

function fakePopup() {
  const popup = { closed: false, focus: jest.fn(), close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}

function post(data: unknown, origin = API_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const signedIn = (idToken: string) => ({ type: 'sumaa:google-sign-in', status: 'signedIn', idToken });

describe('signing in with Google from the login page', () => {
  it('opens the popup on the API’s start URL and signs in with the ID token it hands back', async () => {
    const api = fakeApi({
      [`POST ${authEndpoints.googleSignIn.path}`]: () => ok(createAuthSession({ role: 'admin' })),
    });
    const { open } = fakePopup();
    const view = await renderArea(publicSiteArea, '/login', { language: 'en' });
    await view.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    expect(open).toHaveBeenCalledWith(
      `${API_ORIGIN}/api/UsernameAuth/google-sign-in/start?lang=en`,
      'sumaa-google-sign-in',
      expect.stringContaining('popup=yes'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Finish signing in in the Google window.');

    // Another page's message, or one of another shape, is not the popup's answer.
    post(signedIn('forged.token'), 'http://evil.test');
    post({ type: 'sumaa:google-sign-in', status: 'signedIn' });
    post(signedIn('google.id.token'));

    await waitFor(() => expect(currentLocation()).toBe('/customer'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    const calls = api.requestsTo(authEndpoints.googleSignIn.path);
    expect(calls).toHaveLength(1);
    expect(await calls[0].json()).toEqual({ idToken: 'google.id.token' });
  });

  it('goes on to the code step when the Google account’s user has two-factor sign-in, in Arabic', async () => {
    fakeApi({
      [`POST ${authEndpoints.googleSignIn.path}`]: () =>
        envelope(
          {
            success: false,
            message: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة لإكمال تسجيل الدخول',
            errors: { code: ['twoFactorRequired'] },
            model: { twoFactorRequired: true, challenge: 'signed.challenge', expiresIn: 300 },
          },
          401,
        ),
    });
    fakePopup();
    const view = await renderArea(publicSiteArea, '/login', { language: 'ar' });
    await view.user.click(await screen.findByRole('button', { name: 'المتابعة باستخدام Google' }));
    post(signedIn('google.id.token'));
    expect(await screen.findByRole('textbox', { name: 'رمز التحقق' })).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the server’s refusal (an address Google is not authoritative for) in the form’s banner', async () => {
    const words = 'Sign in with your password first.';
    fakeApi({ [`POST ${authEndpoints.googleSignIn.path}`]: () => refused(409, words) });
    fakePopup();
    const view = await renderArea(publicSiteArea, '/login', { language: 'en' });
    await view.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    post(signedIn('google.id.token'));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });

  it('says why when Google was declined, and when the browser blocked the popup', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.signIn}`]: () => ok(createAuthSession()) });
    fakePopup();
    const view = await renderArea(publicSiteArea, '/login', { language: 'en' });
    await view.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    post({
      type: 'sumaa:google-sign-in',
      status: 'error',
      code: 'access_denied',
      message: 'Google sign-in was cancelled. Close this window and try again if you want to.',
    });
    expect(await screen.findByText(/Google sign-in was cancelled/)).toBeInTheDocument();
    expect(api.requestsTo(authEndpoints.googleSignIn.path)).toHaveLength(0);

    jest.spyOn(window, 'open').mockImplementation(() => null);
    await view.user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(/blocked the Google window/)).toBeInTheDocument();
  });
});
