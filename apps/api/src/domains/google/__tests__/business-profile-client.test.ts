// The HTTP behaviour every Google call shares: retries with backoff and Retry-After, bounded attempts,
// timeouts, error mapping, paging, one token renewal after a 401.
import { GoogleApiError } from '..';
import { createGoogleClientForTesting } from '../testing';
import { retryAfterMs } from '../retry-after';
import { fakeUser, startFakeGoogle, type FakeGoogle } from './support/fake-google';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  await google.stop();
});

function clientFor(
  accessToken: string,
  http: Parameters<typeof createGoogleClientForTesting>[0]['http'] = {},
) {
  return createGoogleClientForTesting({ baseUrl: google.url, accessToken, http });
}

const accountsCalls = () => google.requests.filter((request) => request.path.startsWith('/v1/accounts?'));

describe('the Business Profile client', () => {
  it('lists accounts and every page of an account’s locations with the documented read mask', async () => {
    const user = fakeUser('paging');
    const { accessToken } = google.grant(user);
    const client = clientFor(accessToken);

    const accounts = await client.listAccounts();
    expect(accounts).toEqual([
      { name: user.accounts[0].name, accountName: 'paging account 1', type: 'LOCATION_GROUP' },
    ]);
    const locations = await client.listLocations(accounts[0].name);
    expect(locations.map((location) => location.name)).toEqual(user.accounts[0].locations);
    const locationCalls = google.requests.filter((request) => request.path.includes('/locations?'));
    expect(locationCalls.at(-1)!.path).toContain(
      'readMask=name%2Ctitle%2CstorefrontAddress%2CphoneNumbers%2CwebsiteUri%2Cmetadata',
    );
    expect(locationCalls.at(-1)!.path).toContain('pageToken=page-2');
  });

  it('reads a page of reviews and replies to a review', async () => {
    const user = fakeUser('reviews');
    const { accessToken } = google.grant(user);
    const client = clientFor(accessToken);
    const location = `${user.accounts[0].name}/locations/77`;

    const page = await client.listReviewsPage(location, { pageSize: 500, orderBy: 'updateTime desc' });
    expect(page.reviews[0]).toMatchObject({ reviewId: 'r1', starRating: 'FIVE', comment: 'ممتاز' });
    expect(page.totalReviewCount).toBe(1);
    expect(google.requests.at(-1)!.path).toContain('pageSize=50'); // Google's maximum

    await expect(client.updateReply(page.reviews[0].name, 'شكراً لك')).resolves.toEqual({
      comment: 'شكراً لك',
      updateTime: '2025-02-01T10:00:00Z',
    });
    expect(google.requests.at(-1)).toMatchObject({ method: 'PUT', json: { comment: 'شكراً لك' } });
    await expect(client.deleteReply(page.reviews[0].name)).resolves.toBeUndefined();
    expect(google.requests.at(-1)).toMatchObject({ method: 'DELETE' });
  });

  it('refuses resource names that would leave the documented paths', async () => {
    const client = clientFor('whatever');
    await expect(client.listLocations('accounts/1/../../token')).rejects.toThrow(TypeError);
    await expect(client.listReviewsPage('locations/1', { pageSize: 10 })).rejects.toThrow(TypeError);
    await expect(client.deleteReply('accounts/a/locations/../reviews/r')).rejects.toThrow(TypeError);
  });

  it('retries a 429 after the Retry-After seconds, then succeeds', async () => {
    const { accessToken } = google.grant(fakeUser('throttled'));
    google.failNext('/v1/accounts', [{ status: 429, retryAfter: '1' }]);
    const before = accountsCalls().length;
    const started = Date.now();
    await expect(clientFor(accessToken).listAccounts()).resolves.toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(accountsCalls().length - before).toBe(2);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const { accessToken } = google.grant(fakeUser('dated'));
    google.failNext('/v1/accounts', [{ status: 503, retryAfter: new Date(Date.now() + 1500).toUTCString() }]);
    const started = Date.now();
    await expect(clientFor(accessToken).listAccounts()).resolves.toHaveLength(1);
    // HTTP dates have whole seconds: at least the rest of the current second was waited.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('retries 500, 502 and 504 with backoff until an answer comes', async () => {
    const { accessToken } = google.grant(fakeUser('flaky'));
    google.failNext('/v1/accounts', [{ status: 500 }, { status: 502 }, { status: 504 }]);
    const before = accountsCalls().length;
    await expect(clientFor(accessToken).listAccounts()).resolves.toHaveLength(1);
    expect(accountsCalls().length - before).toBe(4);
  });

  it('gives up after the configured number of attempts with a retryable GoogleApiError', async () => {
    const { accessToken } = google.grant(fakeUser('down'));
    google.failNext('/v1/accounts', [{ status: 503 }, { status: 503 }, { status: 503 }]);
    const before = accountsCalls().length;
    const failure = await clientFor(accessToken, { maxAttempts: 3 })
      .listAccounts()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GoogleApiError);
    expect(failure).toMatchObject({ status: 503, googleStatus: 'INJECTED', retryable: true });
    expect(accountsCalls().length - before).toBe(3);
  });

  it('does not hold a call for a Retry-After beyond the configured maximum', async () => {
    const { accessToken } = google.grant(fakeUser('patient'));
    google.failNext('/v1/accounts', [{ status: 429, retryAfter: '3600' }]);
    const started = Date.now();
    const failure = await clientFor(accessToken, { maxRetryDelayMs: 1000 })
      .listAccounts()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 429, retryable: true, retryAfterMs: 3_600_000 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('times out a call that hangs and retries it', async () => {
    const { accessToken } = google.grant(fakeUser('slow'));
    google.failNext('/v1/accounts', [{ status: 200, delayMs: 1500, body: { accounts: [] } }]);
    const accounts = await clientFor(accessToken, { timeoutMs: 300 }).listAccounts();
    // The slow answer was abandoned; the retry got the real one.
    expect(accounts).toHaveLength(1);
  });

  it('reports a timeout as a retryable GoogleApiError once attempts run out', async () => {
    const { accessToken } = google.grant(fakeUser('hung'));
    google.failNext('/v1/accounts', [
      { status: 200, delayMs: 1000 },
      { status: 200, delayMs: 1000 },
    ]);
    const failure = await clientFor(accessToken, { timeoutMs: 200, maxAttempts: 2 })
      .listAccounts()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0, googleStatus: 'TIMEOUT', retryable: true });
  });

  it('does not retry a client error, and maps Google’s error body', async () => {
    const user = fakeUser('missing');
    const { accessToken } = google.grant(user);
    const before = google.requests.length;
    const failure = await clientFor(accessToken)
      .listLocations('accounts/not-mine')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404, googleStatus: 'NOT_FOUND', retryable: false });
    expect(google.requests.length - before).toBe(1);
  });

  it('renews the token once after a 401 and repeats the call with the new one', async () => {
    const user = fakeUser('renewed');
    const first = google.grant(user);
    const second = google.grant(user);
    google.expireAccessToken(first.accessToken);
    const renewals: string[] = [];
    const client = createGoogleClientForTesting({
      baseUrl: google.url,
      accessToken: first.accessToken,
      renewAccessToken: async (rejected) => {
        renewals.push(rejected);
        return second.accessToken;
      },
    });
    await expect(client.listAccounts()).resolves.toHaveLength(1);
    expect(renewals).toEqual([first.accessToken]);
    expect(google.requests.at(-1)!.authorization).toBe(`Bearer ${second.accessToken}`);
  });

  it('stops after one renewal when Google still answers 401', async () => {
    const renewals: string[] = [];
    const client = createGoogleClientForTesting({
      baseUrl: google.url,
      accessToken: 'never-valid',
      renewAccessToken: async (rejected) => {
        renewals.push(rejected);
        return 'still-not-valid';
      },
    });
    await expect(client.listAccounts()).rejects.toMatchObject({
      status: 401,
      googleStatus: 'UNAUTHENTICATED',
    });
    expect(renewals).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
