import { setLanguage } from '@sumaa/i18n';
import { configureApiClient, getApiBaseUrl } from '../config';
import { useAuthStore } from '../authStore';
import { request } from '../request';
import { createSessionUser, resetAuthStore } from '../testing';
import { mockFetch, ok } from './support/fetchMock';

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  configureApiClient({ baseUrl: 'http://api.test/', onSessionExpired: jest.fn() });
  await setLanguage('ar');
});

function signIn(businessId: string | null = 'business-7') {
  useAuthStore.setState({
    token: 'access-1',
    user: createSessionUser({ business_id: businessId }),
    isAuthenticated: true,
  });
}

describe('headers on every call', () => {
  it('sends Accept-Language ar-SA in Arabic and en-US in English', async () => {
    const fetchMock = mockFetch(() => ok(true));
    await request('/api/Plans', { skipAuth: true });
    await setLanguage('en');
    await request('api/Plans', { skipAuth: true });

    const [arabic, english] = fetchMock.mock.calls.map(([sent]) => sent);
    expect(arabic.headers.get('Accept-Language')).toBe('ar-SA');
    expect(english.headers.get('Accept-Language')).toBe('en-US');
    expect(arabic.url).toBe('http://api.test/api/Plans');
  });

  it('sends the bearer token and the business of the signed-in user', async () => {
    signIn('business-7');
    const fetchMock = mockFetch(() => ok([]));
    await request('/api/team-members');

    const sent = fetchMock.mock.calls[0][0];
    expect(sent.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent.headers.get('X-Business-Id')).toBe('business-7');
  });

  it('sends no X-Business-Id when the user has no business', async () => {
    signIn(null);
    const fetchMock = mockFetch(() => ok([]));
    await request('/api/PlansAdmin');
    expect(fetchMock.mock.calls[0][0].headers.has('X-Business-Id')).toBe(false);
  });

  it('sends no bearer on a call that opts out of auth, even when signed in', async () => {
    signIn();
    const fetchMock = mockFetch(() => ok(null));
    await request('/api/UsernameAuth/forgot-password', {
      method: 'post',
      json: { email: 'a@b.co' },
      skipAuth: true,
    });
    expect(fetchMock.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });
});

describe('refusing to send', () => {
  it('throws the spec message when a call needs auth and there is no token, without sending it', async () => {
    await setLanguage('en');
    const fetchMock = mockFetch(() => ok(null));
    await expect(request('/api/Reviews')).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'User is not authenticated. JWT token missing.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the same in Arabic for an Arabic reader', async () => {
    mockFetch(() => ok(null));
    await expect(request('/api/Reviews')).rejects.toThrow('المستخدم غير مسجل الدخول. رمز الدخول مفقود.');
  });

  it('throws "API Base URL is not set" when the client was not configured', async () => {
    configureApiClient({ baseUrl: '' });
    expect(() => getApiBaseUrl()).toThrow('API Base URL is not set');
    await expect(request('/api/Plans', { skipAuth: true })).rejects.toThrow(
      new Error('API Base URL is not set'),
    );
  });
});
