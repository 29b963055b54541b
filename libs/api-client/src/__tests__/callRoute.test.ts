import { setLanguage } from '@sumaa/i18n';
import {
  listPlansEndpoint,
  reviewSyncEndpoint,
  sendContactMessageEndpoint,
  startReviewSyncEndpoint,
} from '@sumaa/contracts';
import { ApiError } from '../ApiError';
import { useAuthStore } from '../authStore';
import { callRoute } from '../callRoute';
import { configureApiClient } from '../config';
import { createSessionUser, resetAuthStore } from '../testing';
import { failure, mockFetch, ok } from './support/fetchMock';

const syncJob = { id: 'job 1/2', status: 'queued' };

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  configureApiClient({ baseUrl: 'http://api.test' });
  await setLanguage('en');
});

function signIn() {
  useAuthStore.setState({ token: 'access-1', user: createSessionUser(), isAuthenticated: true });
}

describe('callRoute', () => {
  it('fills the path parameters encoded and answers the envelope model', async () => {
    signIn();
    const fetchMock = mockFetch(() => ok(syncJob));
    const job = await callRoute(reviewSyncEndpoint, { params: { id: 'job 1/2' } });
    const sent = fetchMock.mock.calls[0][0];
    expect(sent.method).toBe('GET');
    expect(new URL(sent.url).pathname).toBe('/api/reviews/sync/job%201%2F2');
    expect(sent.headers.get('Authorization')).toBe('Bearer access-1');
    expect(job).toEqual(syncJob);
  });

  it("sends the body as JSON with the contract's verb", async () => {
    signIn();
    const bodies: unknown[] = [];
    const fetchMock = mockFetch(async (sent) => {
      bodies.push(await sent.json());
      return ok(syncJob);
    });
    await callRoute(startReviewSyncEndpoint, { body: { maxPerLocation: 5 } });
    const sent = fetchMock.mock.calls[0][0];
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).pathname).toBe('/api/reviews/sync');
    expect(bodies).toEqual([{ maxPerLocation: 5 }]);
  });

  it('calls a public route without a token and puts the query in the URL', async () => {
    signIn();
    const fetchMock = mockFetch(() => ok([]));
    await callRoute(listPlansEndpoint, { query: { lang: 'ar' } });
    const sent = fetchMock.mock.calls[0][0];
    expect(new URL(sent.url).pathname).toBe('/api/Plans');
    expect(new URL(sent.url).searchParams.get('lang')).toBe('ar');
    expect(sent.headers.get('Authorization')).toBeNull();
  });

  it('throws ApiError with the field errors of a refused call', async () => {
    mockFetch(() => failure(400, 'Check the fields', { email: ['Email is invalid'] }));
    const call = callRoute(sendContactMessageEndpoint, {
      body: { name: 'Sara', email: 'x', subject: 'Hi', message: 'Hello there' },
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, errors: { email: ['Email is invalid'] } });
  });
});
