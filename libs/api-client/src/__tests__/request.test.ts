import { setLanguage } from '@sumaa/i18n';
import { ApiError, extractErrorMessage } from '../ApiError';
import { configureApiClient } from '../config';
import { request } from '../request';
import { resetAuthStore } from '../testing';
import { envelopeResponse, failure, mockFetch, ok } from './support/fetchMock';

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  configureApiClient({ baseUrl: 'http://api.test' });
  await setLanguage('en');
});

describe('envelope unwrapping', () => {
  it('returns the model of a successful reply', async () => {
    mockFetch(() => ok({ items: [], total: 0, page: 1, pageSize: 10 }));
    await expect(request('/api/Plans', { skipAuth: true })).resolves.toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('turns a 400 with field errors into an ApiError carrying them', async () => {
    mockFetch(() =>
      failure(400, 'Please correct the highlighted fields', {
        email: ['Email is invalid'],
        Phone: ['The phone number must consist of 10 and start with 05'],
      }),
    );
    const error = await request('/api/UsernameAuth/RegisterCompany', {
      method: 'post',
      skipAuth: true,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: {
        email: ['Email is invalid'],
        Phone: ['The phone number must consist of 10 and start with 05'],
      },
    });
  });

  it('treats success: false as a failure even with status 200, keeping the model', async () => {
    mockFetch(() => envelopeResponse({ success: false, message: 'Plan is disabled', model: { id: 'p1' } }));
    await expect(
      request('/api/PlansAdmin/p1/restore', { method: 'post', skipAuth: true }),
    ).rejects.toMatchObject({
      status: 200,
      message: 'Plan is disabled',
      model: { id: 'p1' },
    });
  });

  it('explains a failure without an envelope by its status, in the reader language', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('/api/Plans', { skipAuth: true })).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong on our side. Please try again.',
      serverMessage: null,
    });
    await setLanguage('ar');
    await expect(request('/api/Plans', { skipAuth: true })).rejects.toThrow(
      'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    );
  });

  it('reports a network failure as status 0', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await request('/api/Plans', { skipAuth: true }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Could not reach the server. Check your internet connection and try again.');
  });

  it('returns undefined for an empty successful reply', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(request('/api/contacts/1', { method: 'delete', skipAuth: true })).resolves.toBeUndefined();
  });
});

describe('extractErrorMessage', () => {
  it('prefers the response message', () => {
    const error = new ApiError({
      status: 400,
      message: 'Server says no',
      errors: { email: ['Email is invalid'] },
    });
    expect(extractErrorMessage(error, 'fallback')).toBe('Server says no');
  });

  it('joins the field errors when there is no message', () => {
    const error = new ApiError({
      status: 400,
      errors: {
        email: ['Email is invalid'],
        Password: ['Password is required'],
        other: ['Email is invalid'],
      },
    });
    expect(extractErrorMessage(error, 'fallback')).toBe('Email is invalid\nPassword is required');
  });

  it('uses the error text when there is neither', () => {
    expect(extractErrorMessage(new Error('Failed to link locations'), 'fallback')).toBe(
      'Failed to link locations',
    );
    expect(extractErrorMessage('plain text', 'fallback')).toBe('plain text');
  });

  it('reads an envelope-shaped object too', () => {
    expect(extractErrorMessage({ success: false, message: '', errors: { name: ['Name is required'] } })).toBe(
      'Name is required',
    );
  });

  it('falls back when there is nothing to show', () => {
    expect(extractErrorMessage(new Error(''), 'Could not save')).toBe('Could not save');
    expect(extractErrorMessage(undefined, 'Could not save')).toBe('Could not save');
    expect(extractErrorMessage(null)).toBe('Something went wrong. Please try again.');
  });
});
