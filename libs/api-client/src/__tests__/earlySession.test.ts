// The session request apps/shell/public/session-start.js starts before the shell runs: the store uses its answer
// instead of asking again, and asks itself whenever that answer is not a session it can use.
import { AUTH_PATHS } from '../authPaths';
import { useAuthStore } from '../authStore';
import { configureApiClient } from '../config';
import type { EarlySessionRequest } from '../earlySession';
import { createApiUser, createAuthSession, createSessionUser, resetAuthStore } from '../testing';
import { failure, mockFetch, ok, requestsTo } from './support/fetchMock';

const holder = globalThis as typeof globalThis & { __sumaaEarlySession?: EarlySessionRequest };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete holder.__sumaaEarlySession;
  localStorage.setItem('jwt_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('demo_user', JSON.stringify(createSessionUser({ full_name: 'Old name' })));
  resetAuthStore();
  configureApiClient({ baseUrl: 'http://api.test', onSessionExpired: jest.fn() });
});

afterEach(() => jest.restoreAllMocks());

function startedEarly(token: string, response: Response | Promise<Response>) {
  holder.__sumaaEarlySession = { token, response: Promise.resolve(response) };
}

const earlyAnswer = () =>
  ok(createAuthSession({ user: createApiUser({ name: 'Early name' }), token: 'access-2' }));

describe('the early session request', () => {
  it('restores the session from its answer without asking the server again', async () => {
    const fetchMock = mockFetch(() =>
      ok(createAuthSession({ user: createApiUser({ name: 'Asked again' }) })),
    );
    startedEarly('access-1', earlyAnswer());

    await useAuthStore.getState().bootstrap();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      token: 'access-2',
      user: { full_name: 'Early name' },
    });
    expect(holder.__sumaaEarlySession).toBeUndefined();
  });

  it('is used once: a later restore asks the server', async () => {
    const fetchMock = mockFetch(() =>
      ok(createAuthSession({ user: createApiUser({ name: 'Asked again' }) })),
    );
    startedEarly('access-1', earlyAnswer());
    await useAuthStore.getState().bootstrap();

    await useAuthStore.getState().bootstrap();

    expect(requestsTo(fetchMock, AUTH_PATHS.currentUser)).toHaveLength(1);
    expect(useAuthStore.getState().user).toMatchObject({ full_name: 'Asked again' });
  });

  it('refused (an expired token), is set aside: the client asks, refreshes and retries as usual', async () => {
    let userCalls = 0;
    const fetchMock = mockFetch((sent) => {
      const path = new URL(sent.url).pathname;
      if (path === AUTH_PATHS.refresh) return ok({ token: 'access-3', refresh_token: 'refresh-3' });
      userCalls += 1;
      return userCalls === 1
        ? failure(401, 'Token expired')
        : ok(createAuthSession({ user: createApiUser({ name: 'After refresh' }), token: 'access-3' }));
    });
    startedEarly('access-1', failure(401, 'Token expired'));

    await useAuthStore.getState().bootstrap();

    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: { full_name: 'After refresh' },
    });
  });

  it('that failed to arrive, is set aside and the client asks', async () => {
    const fetchMock = mockFetch(() =>
      ok(createAuthSession({ user: createApiUser({ name: 'Asked again' }) })),
    );
    holder.__sumaaEarlySession = { token: 'access-1', response: Promise.reject(new TypeError('offline')) };

    await useAuthStore.getState().bootstrap();

    expect(requestsTo(fetchMock, AUTH_PATHS.currentUser)).toHaveLength(1);
    expect(useAuthStore.getState().user).toMatchObject({ full_name: 'Asked again' });
  });

  it('asked with another token than the stored one, is not used', async () => {
    const fetchMock = mockFetch(() =>
      ok(createAuthSession({ user: createApiUser({ name: 'Asked again' }) })),
    );
    startedEarly('someone-else', earlyAnswer());

    await useAuthStore.getState().bootstrap();

    expect(requestsTo(fetchMock, AUTH_PATHS.currentUser)).toHaveLength(1);
    expect(useAuthStore.getState().user).toMatchObject({ full_name: 'Asked again' });
  });

  it('signed out, neither the early answer nor the server is asked', async () => {
    localStorage.clear();
    resetAuthStore();
    const fetchMock = mockFetch(() => ok(null));
    startedEarly('access-1', earlyAnswer());

    await useAuthStore.getState().bootstrap();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
  });
});
