// Competitor search is a billable Google Places call (issue 21, L1): a business may search so many times a
// minute (429 competitorSearchRateLimited), and so many times a business-local day as its plan allows (429
// competitorSearchQuotaReached, saying when searching resumes); refused searches never reach Google.
import { randomInt } from 'node:crypto';
import { translateMessage } from '@sumaa/contracts';
import { startGoogleStandin, type GoogleStandin } from '@sumaa/google-standin';
import { ARABIC, ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { moveBusinessToPlan } from '../../../testing/subscriptions';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const HOUR_MS = 60 * 60 * 1000;
let standin: GoogleStandin;

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0, seed: randomInt(1, 2_000_000_000) });
});

afterAll(async () => {
  await standin?.stop();
});

async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    GOOGLE_STANDIN_URL: standin.url,
    GOOGLE_PLACES_BASE_URL: standin.url,
    GOOGLE_PLACES_API_KEY: standin.placesApiKey,
    GOOGLE_HTTP_RETRY_BASE_MS: '5',
    // The clock moves a day ahead: the session outlives it.
    ACCESS_TOKEN_TTL_SECONDS: String(3 * 24 * 60 * 60),
    ...env,
  });
}

function search(t: TestApp, owner: RegisteredAccount, language: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'GET',
    url: '/api/competitors/search?query=cafe',
    headers: { ...language, ...bearer(owner.token) },
  });
}

const googleSearches = () => standin.state().requests.byRoute.placesSearchText ?? 0;

describe('the per-business limit per minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ RATE_LIMIT_COMPETITOR_SEARCH_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 competitorSearchRateLimited past the limit, in English and Arabic, without calling Google', async () => {
    const owner = await registerAccount(t.app);
    expect((await search(t, owner)).statusCode).toBe(200);
    expect((await search(t, owner)).statusCode).toBe(200);
    const before = googleSearches();
    const english = await search(t, owner, ENGLISH);
    expect(english.statusCode).toBe(429);
    expect(english.json()).toMatchObject({
      success: false,
      model: null,
      message: translateMessage('competitorSearchRateLimited', 'en'),
    });
    const arabic = await search(t, owner, ARABIC);
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toBe(translateMessage('competitorSearchRateLimited', 'ar'));
    expect(googleSearches()).toBe(before);
  });

  it('counts each business on its own', async () => {
    const busy = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    await search(t, busy);
    await search(t, busy);
    expect((await search(t, busy)).statusCode).toBe(429);
    expect((await search(t, other)).statusCode).toBe(200);
  });
});

describe('the plan’s daily quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each plan a daily quota, the larger plans more', async () => {
    const rows = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ code: string; competitor_searches_per_day: number }>(
        'SELECT code, competitor_searches_per_day FROM plans ORDER BY sort_order',
      ),
    );
    expect(rows).toEqual([
      { code: 'basic', competitor_searches_per_day: 20 },
      { code: 'professional', competitor_searches_per_day: 100 },
      { code: 'enterprise', competitor_searches_per_day: 500 },
    ]);
  });

  it('refuses the search past the quota until the business’s next midnight, saying when in its language', async () => {
    const owner = await registerAccount(t.app);
    await moveBusinessToPlan(t.app, owner.businessId, 'basic');
    await t.app.db.ownerTransaction((tx) =>
      tx.query("UPDATE plans SET competitor_searches_per_day = 2 WHERE code = 'basic'"),
    );
    // 20:00 in Riyadh (UTC+3, the business's default zone): the quota resets at 00:00, four hours on.
    const now = t.clock.now();
    const riyadhEvening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 17);
    t.clock.advance(riyadhEvening - now.getTime());

    expect((await search(t, owner)).statusCode).toBe(200);
    expect((await search(t, owner)).statusCode).toBe(200);
    const before = googleSearches();
    const english = await search(t, owner, ENGLISH);
    expect(english.statusCode).toBe(429);
    const midnight = new Date(riyadhEvening + 4 * HOUR_MS);
    const inEnglish = new Intl.DateTimeFormat('en-GB-u-ca-gregory', {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Riyadh',
    }).format(midnight);
    expect(inEnglish).toMatch(/00:00/);
    expect(english.json()).toMatchObject({
      success: false,
      model: null,
      message: translateMessage('competitorSearchQuotaReached', 'en', { limit: 2, resetsAt: inEnglish }),
    });
    const arabic = await search(t, owner, ARABIC);
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toContain('٠٠:٠٠');
    expect(arabic.json().message).toContain('تسمح باقتك بـ 2');
    expect(googleSearches()).toBe(before);

    // Still refused a minute before midnight; searching again once the business's day has turned.
    t.clock.advance(4 * HOUR_MS - 60_000);
    expect((await search(t, owner)).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await search(t, owner)).statusCode).toBe(200);
  });

  it('leaves other businesses their own quota', async () => {
    const owner = await registerAccount(t.app);
    expect((await search(t, owner)).statusCode).toBe(200);
  });
});
