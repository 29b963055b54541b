import { configureApiClient } from '../config';
import { useAuthStore } from '../authStore';
import { AUTH_PATHS } from '../authPaths';
import { request } from '../request';
import { refreshSession } from '../sessionRefresh';
import { createSessionUser, resetAuthStore } from '../testing';
import { failure, mockFetch, ok, requestsTo } from './support/fetchMock';

let onSessionExpired: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('jwt_token', 'stale-token');
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('demo_user', JSON.stringify(createSessionUser()));
  resetAuthStore();
  useAuthStore.setState({ isAuthenticated: true, isLoading: false });
  onSessionExpired = jest.fn();
  configureApiClient({ baseUrl: 'http://api.test', onSessionExpired });
});

/** The API: `fresh-token` is valid, anything else is answered with 401; the refresh answers as told. */
function api(refresh: (request: Request) => Response | Promise<Response>) {
  return mockFetch(async (sent) => {
    const path = new URL(sent.url).pathname;
    if (path === AUTH_PATHS.refresh) return refresh(sent);
    if (sent.headers.get('Authorization') !== 'Bearer fresh-token') return failure(401, 'Token expired');
    return ok({ path, body: sent.method === 'POST' ? await sent.json() : null });
  });
}

describe('on a 401', () => {
  it('refreshes once for three concurrent requests, then retries each of them once', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    let refreshBody: unknown;
    const fetchMock = api(async (sent) => {
      refreshBody = await sent.json();
      await refreshGate; // hold the refresh open so all three 401s arrive while it is in flight
      return ok({ token: 'fresh-token', refresh_token: 'refresh-2' });
    });

    const calls = Promise.all([
      request('/api/Reviews'),
      request('/api/team-members'),
      request('/api/Businesses', { method: 'post', json: { name: 'مقهى الورد' } }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseRefresh();

    await expect(calls).resolves.toEqual([
      { path: '/api/Reviews', body: null },
      { path: '/api/team-members', body: null },
      { path: '/api/Businesses', body: { name: 'مقهى الورد' } },
    ]);
    const refreshes = requestsTo(fetchMock, AUTH_PATHS.refresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].method).toBe('POST');
    expect(refreshBody).toEqual({ refresh_token: 'refresh-1' });
    expect(fetchMock).toHaveBeenCalledTimes(7); // three 401s, one refresh, three retries
    expect(localStorage.getItem('jwt_token')).toBe('fresh-token');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(useAuthStore.getState().token).toBe('fresh-token');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reads access_token and refreshToken when the server uses those names', async () => {
    api(() => ok({ access_token: 'fresh-token', refreshToken: 'refresh-9' }));
    await request('/api/Reviews');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-9');
  });

  it('does not refresh again for a request that was sent with a token replaced since', async () => {
    const fetchMock = api(() => ok({ token: 'fresh-token', refresh_token: 'refresh-2' }));
    await request('/api/Reviews');
    // A late 401 for a request sent with the old token: retried with the new one, no second refresh.
    useAuthStore.setState({ token: 'fresh-token' });
    await request('/api/Reviews');
    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
  });

  it('clears the session and calls onSessionExpired once when the refresh is refused', async () => {
    const fetchMock = api(() => failure(401, 'Refresh token reused'));

    const results = await Promise.allSettled([request('/api/Reviews'), request('/api/team-members')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 401,
      message: 'Token expired',
    });
    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('demo_user')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
  });

  it('retries only once: a second 401 after a successful refresh is final', async () => {
    const fetchMock = mockFetch((sent) =>
      new URL(sent.url).pathname === AUTH_PATHS.refresh
        ? ok({ token: 'fresh-token', refresh_token: 'refresh-2' })
        : failure(401, 'Still not allowed'),
    );
    await expect(request('/api/Reviews')).rejects.toMatchObject({
      status: 401,
      message: 'Still not allowed',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    api(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/api/Reviews')).rejects.toMatchObject({ status: 0 });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for a call made without auth (a wrong password is just a 401)', async () => {
    const fetchMock = mockFetch(() => failure(401, 'The email or password is incorrect'));
    await expect(
      request(AUTH_PATHS.signIn, {
        method: 'post',
        json: { username: 'a@b.co', password: 'x' },
        skipAuth: true,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('several tabs', () => {
  it('adopts the tokens another tab stored while this one waited, instead of spending the refresh token again', async () => {
    localStorage.setItem('jwt_token', 'expired-access');
    localStorage.setItem('refresh_token', 'refresh-1');
    let releaseOtherTab!: () => void;
    const otherTabDone = new Promise<void>((resolve) => (releaseOtherTab = resolve));
    // The other tab holds the lock, rotates the tokens in shared storage, then lets go.
    Object.defineProperty(globalThis.navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, work: () => Promise<unknown>) => {
          await otherTabDone;
          return work();
        },
      },
    });
    const fetchMock = mockFetch(() => ok({ token: 'should-not-be-used', refresh_token: 'x' }));

    const outcome = refreshSession();
    localStorage.setItem('jwt_token', 'access-from-other-tab');
    localStorage.setItem('refresh_token', 'refresh-2');
    releaseOtherTab();

    await expect(outcome).resolves.toEqual({ status: 'refreshed', token: 'access-from-other-tab' });
    expect(requestsTo(fetchMock, '/api/UsernameAuth/refresh')).toHaveLength(0);
    delete (globalThis.navigator as { locks?: unknown }).locks;
  });
});

describe('a 401 the caller names as final', () => {
  const notConnected = () => failure(401, 'Google is not connected', { code: ['googleNotConnected'] });

  it('is returned as it is, without a refresh or a retry, and the session stays', async () => {
    const fetchMock = mockFetch(async (sent) =>
      new URL(sent.url).pathname === AUTH_PATHS.refresh ? ok({ token: 'fresh-token' }) : notConnected(),
    );

    await expect(
      request('/api/integration/google/locations', { finalUnauthorizedCodes: ['googleNotConnected'] }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Google is not connected',
      errors: { code: ['googleNotConnected'] },
    });
    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().token).toBe('stale-token');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('still refreshes and retries on a 401 with another code (an expired session)', async () => {
    const fetchMock = api(() => ok({ token: 'fresh-token', refresh_token: 'refresh-2' }));

    await expect(
      request('/api/integration/google/locations', { finalUnauthorizedCodes: ['googleNotConnected'] }),
    ).resolves.toEqual({ path: '/api/integration/google/locations', body: null });
    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
  });

  it('refreshes as usual for that code when the caller did not name it', async () => {
    const fetchMock = mockFetch(async (sent) =>
      new URL(sent.url).pathname === AUTH_PATHS.refresh ? ok({ token: 'fresh-token' }) : notConnected(),
    );

    await expect(request('/api/integration/google/locations')).rejects.toMatchObject({ status: 401 });
    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3); // the 401, the refresh, the retry
  });
});

describe('a session the server ended for a reason', () => {
  const accessRemoved = () =>
    failure(401, 'Your access to this business has been removed.', { code: ['accessRemoved'] });

  it('passes accessRemoved to onSessionExpired when the 401 and the refused refresh both name it', async () => {
    const fetchMock = api(accessRemoved);

    const results = await Promise.allSettled([request('/api/Reviews'), request('/api/team-members')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('accessRemoved');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
  });

  it('takes the reason from the 401 when the refresh is refused without one', async () => {
    mockFetch((sent) =>
      new URL(sent.url).pathname === AUTH_PATHS.refresh
        ? failure(401, 'Refresh token reused')
        : accessRemoved(),
    );
    await expect(request('/api/Reviews')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith('accessRemoved');
  });

  it('gives no reason for a plain expiry, nor for a code that is not a reason to end a session', async () => {
    mockFetch((sent) =>
      new URL(sent.url).pathname === AUTH_PATHS.refresh
        ? failure(401, 'Refresh token reused', { code: ['refreshInvalid'] })
        : failure(401, 'Token expired', { code: ['tokenInvalid'] }),
    );
    await expect(request('/api/Reviews')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(undefined);
  });
});
