import { AUTH_PATHS, configureApiClient, useAuthStore } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { endSessionIfBrowserWasClosed, rememberSession } from '../sessionPersistence';

function storedSession() {
  localStorage.setItem('jwt_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('demo_user', JSON.stringify(createSessionUser()));
  resetAuthStore();
  useAuthStore.setState({ isAuthenticated: true, isLoading: false });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
  configureApiClient({ baseUrl: 'http://api.test', onSessionExpired: () => undefined });
});

describe('remember me', () => {
  it('ends, when the site starts in a new browser session, a session begun without “remember me”', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.logout}`]: () => ok(null) });
    storedSession();
    rememberSession(false);
    sessionStorage.clear(); // what closing the browser does to a tab's session storage

    await endSessionIfBrowserWasClosed();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(api.requestsTo(AUTH_PATHS.logout)).toHaveLength(1);
  });

  it('keeps it in the tab that carries it (a reload)', async () => {
    fakeApi({});
    storedSession();
    rememberSession(false);

    await endSessionIfBrowserWasClosed();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('jwt_token')).toBe('access-1');
  });

  it('keeps a remembered session across browser restarts', async () => {
    fakeApi({});
    storedSession();
    rememberSession(false);
    rememberSession(true);
    sessionStorage.clear();

    await endSessionIfBrowserWasClosed();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('sumaa.sessionEndsWithBrowser')).toBeNull();
  });
});
