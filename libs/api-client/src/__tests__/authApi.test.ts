import { setLanguage } from '@sumaa/i18n';
import { authApi } from '../authApi';
import { useAuthStore } from '../authStore';
import { configureApiClient } from '../config';
import { createAuthSession, createSessionUser, resetAuthStore } from '../testing';
import { mockFetch, ok, pathOf } from './support/fetchMock';

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  json?: unknown;
  form?: FormData;
}

/** Records each request (body read while the handler runs) and answers with `model`. */
function recordRequests(model: unknown = null) {
  const seen: Seen[] = [];
  mockFetch(async (sent) => {
    const contentType = sent.headers.get('content-type');
    const entry: Seen = {
      method: sent.method,
      path: pathOf(sent),
      authorization: sent.headers.get('Authorization'),
      contentType,
    };
    if (contentType?.startsWith('application/json')) entry.json = await sent.json();
    if (contentType?.startsWith('multipart/form-data')) entry.form = await sent.formData();
    seen.push(entry);
    return ok(model);
  });
  return seen;
}

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  configureApiClient({ baseUrl: 'http://api.test' });
  await setLanguage('en');
});

describe('authApi', () => {
  it('registerCompany sends multipart with the spec field names and the profile image, without a bearer', async () => {
    const seen = recordRequests({ id: 'user-1', token: 't', refresh_token: 'r' });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

    await authApi.registerCompany(
      {
        email: 'owner@example.com',
        Full_name: 'سارة العتيبي',
        Phone: '0512345678',
        Business_name: 'مقهى الورد',
        Password: 'secret-pass',
        ActivityType: 'cafes',
      },
      image,
    );

    const [sent] = seen;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/UsernameAuth/RegisterCompany',
      authorization: null,
    });
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent.form!;
    expect([...form.keys()]).toEqual([
      'email',
      'Full_name',
      'Phone',
      'Business_name',
      'Password',
      'ActivityType',
      'ProfileImage',
    ]);
    expect(form.get('Full_name')).toBe('سارة العتيبي');
    expect(form.get('Business_name')).toBe('مقهى الورد');
    const sentImage = form.get('ProfileImage') as File;
    expect(sentImage.name).toBe('me.png');
    expect(sentImage.size).toBe(4);
  });

  it('registerCompany leaves ProfileImage out when there is none', async () => {
    const seen = recordRequests({});
    await authApi.registerCompany({
      email: 'a@b.co',
      Full_name: 'A',
      Phone: '0512345678',
      Business_name: 'B',
      Password: 'secret-pass',
      ActivityType: 'other',
    });
    expect(seen[0].form!.has('ProfileImage')).toBe(false);
  });

  it.each([
    [
      'signIn',
      () => authApi.signIn('owner@example.com', 'pw'),
      '/api/UsernameAuth/AdminSignIn',
      { username: 'owner@example.com', password: 'pw' },
    ],
    [
      'sendEmailOtp',
      () => authApi.sendEmailOtp('owner@example.com'),
      '/api/UsernameAuth/send-email-otp',
      { email: 'owner@example.com' },
    ],
    [
      'confirmEmail',
      () => authApi.confirmEmail('owner@example.com', '123456'),
      '/api/UsernameAuth/confirm-email-jwt',
      { email: 'owner@example.com', Otp: '123456' },
    ],
    [
      'forgotPassword',
      () => authApi.forgotPassword('owner@example.com'),
      '/api/UsernameAuth/forgot-password',
      { email: 'owner@example.com' },
    ],
    [
      'resetPassword',
      () => authApi.resetPassword('code-1', 'new-secret'),
      '/api/UsernameAuth/reset-password',
      { code: 'code-1', newPassword: 'new-secret' },
    ],
    [
      'refresh',
      () => authApi.refresh('refresh-1'),
      '/api/UsernameAuth/refresh',
      { refresh_token: 'refresh-1' },
    ],
  ])('%s posts the contract body to its path without a bearer', async (_name, call, path, body) => {
    useAuthStore.setState({ token: 'access-1' });
    const seen = recordRequests();
    await call();
    expect(seen[0]).toMatchObject({ method: 'POST', path, authorization: null, json: body });
  });

  it('currentUser posts to /user with the bearer and returns the session model', async () => {
    useAuthStore.setState({ token: 'access-1', user: createSessionUser() });
    const session = createAuthSession();
    const seen = recordRequests(session);
    await expect(authApi.currentUser()).resolves.toEqual(session);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/UsernameAuth/user',
      authorization: 'Bearer access-1',
    });
  });

  it('logout posts the refresh token, with the access token it is given', async () => {
    const seen = recordRequests();
    await authApi.logout('refresh-1', 'access-1');
    expect(seen[0]).toMatchObject({
      path: '/api/UsernameAuth/logout',
      authorization: 'Bearer access-1',
      json: { refresh_token: 'refresh-1' },
    });
  });

  it('health is true when the API answers ok and false when it does not or cannot', async () => {
    const fetchMock = mockFetch(() => new Response('ok', { status: 200 }));
    await expect(authApi.health()).resolves.toBe(true);
    expect(pathOf(fetchMock.mock.calls[0][0])).toBe('/api/UsernameAuth/health');
    expect(fetchMock.mock.calls[0][0].method).toBe('GET');

    mockFetch(() => new Response('down', { status: 503 }));
    await expect(authApi.health()).resolves.toBe(false);

    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(authApi.health()).resolves.toBe(false);
  });
});
