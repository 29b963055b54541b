import { setLanguage } from '@sumaa/i18n';
import { AUTH_PATHS } from '../authPaths';
import { useAuthStore } from '../authStore';
import { configureApiClient } from '../config';
import { createApiUser, createAuthSession, createSessionUser, resetAuthStore } from '../testing';
import { failure, mockFetch, ok, pathOf, requestsTo } from './support/fetchMock';

let onSessionExpired: jest.Mock;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
  onSessionExpired = jest.fn();
  configureApiClient({ baseUrl: 'http://api.test', onSessionExpired });
  await setLanguage('en');
});

afterEach(() => jest.restoreAllMocks());

function storeStoredSession() {
  localStorage.setItem('jwt_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('demo_user', JSON.stringify(createSessionUser({ full_name: 'Old name' })));
  resetAuthStore(); // as a page load would see it
}

describe('bootstrap', () => {
  it('without a stored token, is not loading and signed out at once, without a request', async () => {
    const fetchMock = mockFetch(() => ok(null));
    expect(useAuthStore.getState().isLoading).toBe(false);
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a stored token, is loading while POST /user re-fetches the session, then signed in', async () => {
    storeStoredSession();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(useAuthStore.getState().isLoading).toBe(true);
    const done = useAuthStore.getState().bootstrap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useAuthStore.getState()).toMatchObject({ isLoading: true, isAuthenticated: false });
    const sent = fetchMock.mock.calls[0][0];
    expect(pathOf(sent)).toBe(AUTH_PATHS.currentUser);
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent.headers.get('X-Business-Id')).toBe('business-1');

    answer(
      ok(
        createAuthSession({
          user: createApiUser({ name: 'New name' }),
          token: 'access-2',
          refresh_token: 'refresh-2',
        }),
      ),
    );
    await done;

    expect(useAuthStore.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      token: 'access-2',
      user: { full_name: 'New name', role: 'admin' },
    });
    expect(localStorage.getItem('jwt_token')).toBe('access-2');
    expect(JSON.parse(localStorage.getItem('demo_user')!)).toMatchObject({ full_name: 'New name' });
  });

  it('clears the session when the token is dead and the refresh refused, without redirecting', async () => {
    storeStoredSession();
    const fetchMock = mockFetch((sent) =>
      pathOf(sent) === AUTH_PATHS.refresh
        ? failure(401, 'Refresh token expired')
        : failure(401, 'Token expired'),
    );

    await useAuthStore.getState().bootstrap();

    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      user: null,
      token: null,
    });
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('demo_user')).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled(); // a visitor on a public page stays where they are
  });

  it('keeps the stored session for the next load when the server cannot be reached', async () => {
    storeStoredSession();
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: false });
    expect(useAuthStore.getState().error).toMatch(/Could not reach the server/);
    expect(localStorage.getItem('jwt_token')).toBe('access-1');
  });

  it('shares one request between concurrent calls', async () => {
    storeStoredSession();
    const fetchMock = mockFetch(() => ok(createAuthSession()));
    await Promise.all([useAuthStore.getState().bootstrap(), useAuthStore.getState().bootstrap()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('login', () => {
  it('signs in, stores jwt_token, refresh_token and demo_user, and returns the session user', async () => {
    mockFetch(() =>
      ok(
        createAuthSession({
          user: createApiUser({ profileImagePath: '/uploads/avatars/u1.webp' }),
          role: 'manager',
          permissions: ['ViewReviews'],
          token: 'access-9',
          refresh_token: 'refresh-9',
        }),
      ),
    );

    const user = await useAuthStore.getState().login('owner@example.com', 'secret-pass');

    expect(user).toMatchObject({
      id: 'user-1',
      email: 'owner@example.com',
      role: 'manager',
      permissions: ['ViewReviews'],
      business_id: 'business-1',
      avatarUrl: 'http://api.test/uploads/avatars/u1.webp',
    });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'access-9',
      user,
      error: null,
    });
    expect(localStorage.getItem('jwt_token')).toBe('access-9');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-9');
    expect(JSON.parse(localStorage.getItem('demo_user')!)).toEqual(user);
  });

  it('records the server message as the error and rethrows', async () => {
    mockFetch(() => failure(401, 'The email or password is incorrect'));
    await expect(useAuthStore.getState().login('owner@example.com', 'wrong')).rejects.toMatchObject({
      status: 401,
    });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'The email or password is incorrect',
    });
    expect(localStorage.getItem('jwt_token')).toBeNull();

    useAuthStore.getState().clearError();
    expect(useAuthStore.getState().error).toBeNull();
  });
});

describe('register and verifyEmail', () => {
  const form = {
    email: 'owner@example.com',
    Full_name: 'سارة العتيبي',
    Phone: '0512345678',
    Business_name: 'مقهى الورد',
    Password: 'secret-pass',
    ActivityType: 'cafes',
  };

  it('register stores the tokens but leaves the user unauthenticated (spec §4)', async () => {
    const model = {
      id: 'user-1',
      email: form.email,
      name: form.Full_name,
      avatarUrl: null,
      phone: form.Phone,
      emailConfirmed: false,
      currentStep: 0,
      business_id: 'business-1',
      role: 'admin',
      permissions: [],
      token: 'access-new',
      refresh_token: 'refresh-new',
    };
    mockFetch(() => ok(model));

    await expect(useAuthStore.getState().register(form)).resolves.toEqual(model);

    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: 'access-new',
      error: null,
    });
    expect(localStorage.getItem('jwt_token')).toBe('access-new');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-new');
  });

  it('register keeps the field errors on the thrown error and the message in the store', async () => {
    mockFetch(() =>
      failure(409, 'An account with this email already exists', {
        email: ['An account with this email already exists'],
      }),
    );
    await expect(useAuthStore.getState().register(form)).rejects.toMatchObject({
      status: 409,
      errors: { email: ['An account with this email already exists'] },
    });
    expect(useAuthStore.getState().error).toBe('An account with this email already exists');
  });

  it('verifyEmail signs the user in with the confirmed session', async () => {
    const fetchMock = mockFetch(() =>
      ok({
        user: createApiUser({ emailConfirmed: true, currentStep: 0 }),
        userRoles: { role: { name: 'admin' } },
        permissions: ['ViewReviews'],
        tokens: { accessToken: 'access-ok', refreshToken: 'refresh-ok' },
      }),
    );

    const user = await useAuthStore.getState().verifyEmail('owner@example.com', '123456');

    expect(user).toMatchObject({ email_confirmed: true, currentStep: 0, role: 'admin' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'access-ok' });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-ok');
    expect(pathOf(fetchMock.mock.calls[0][0])).toBe(AUTH_PATHS.confirmEmail);
  });
});

describe('refreshUser and setCurrentStep', () => {
  it('re-fetches the user and records onboarding progress locally', async () => {
    storeStoredSession();
    mockFetch(() => ok(createAuthSession({ user: createApiUser({ currentStep: 1 }) })));
    const user = await useAuthStore.getState().refreshUser();
    expect(user.currentStep).toBe(1);

    useAuthStore.getState().setCurrentStep(4);
    expect(useAuthStore.getState().user?.currentStep).toBe(4);
    expect(JSON.parse(localStorage.getItem('demo_user')!).currentStep).toBe(4);
  });
});

describe('startSession', () => {
  it('signs in with a session another call answered with, replacing the one stored before', () => {
    storeStoredSession();
    const user = useAuthStore.getState().startSession(
      createAuthSession({
        user: createApiUser({ id: 'user-9', email: 'agent@example.com', businessId: 'business-2' }),
        role: 'agent',
        permissions: ['ViewReviews'],
        token: 'access-9',
        refresh_token: 'refresh-9',
      }),
    );

    expect(user).toMatchObject({ id: 'user-9', role: 'agent', business_id: 'business-2' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'access-9', isAuthenticated: true, user });
    expect(localStorage.getItem('jwt_token')).toBe('access-9');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-9');
    expect(JSON.parse(localStorage.getItem('demo_user')!).email).toBe('agent@example.com');
  });
});

describe('logout', () => {
  it('clears storage and state, tells the server with the refresh token, and keeps the language', async () => {
    storeStoredSession();
    localStorage.setItem('lang', 'en');
    useAuthStore.setState({ isAuthenticated: true, isLoading: false });
    let sentBody: unknown;
    const fetchMock = mockFetch(async (sent) => {
      sentBody = await sent.json();
      return ok(null);
    });

    await useAuthStore.getState().logout();

    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      error: null,
    });
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('demo_user')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
    const sent = fetchMock.mock.calls[0][0];
    expect(pathOf(sent)).toBe(AUTH_PATHS.logout);
    expect(sent.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sentBody).toEqual({ refresh_token: 'refresh-1' });
  });

  it('only logs a failed server logout', async () => {
    storeStoredSession();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });
});

describe('federation singleton proof', () => {
  it('registers exactly one auth store on globalThis', () => {
    const registry = (globalThis as { __sumaaAuthStores?: unknown[] }).__sumaaAuthStores;
    expect(registry).toEqual([useAuthStore]);
  });
});

describe('remember me', () => {
  it('keeps a session signed in without "remember me" in this tab only, and a remembered one in the browser', async () => {
    const session = createAuthSession();
    mockFetch(() => ok(session));

    await useAuthStore.getState().login('owner@example.com', 'secret-pass', { remember: false });
    expect(sessionStorage.getItem('jwt_token')).toBe(session.token);
    expect(localStorage.getItem('jwt_token')).toBeNull();

    await useAuthStore.getState().logout();
    expect(sessionStorage.getItem('jwt_token')).toBeNull();

    await useAuthStore.getState().login('owner@example.com', 'secret-pass');
    expect(localStorage.getItem('jwt_token')).toBe(session.token);
    expect(sessionStorage.getItem('jwt_token')).toBeNull();
  });

  it("prefers this tab's own session to one another user left remembered in the browser", () => {
    localStorage.setItem('jwt_token', 'remembered-user-token');
    sessionStorage.setItem('jwt_token', 'this-tab-user-token');
    resetAuthStore();
    expect(useAuthStore.getState().token).toBe('this-tab-user-token');
  });
});
