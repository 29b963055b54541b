// The analytics' trend reports through HTTP: GET /api/Reports/keywords, GET /api/Reports/sentiment and
// GET /api/Reports/monthly/entiment (and its corrected spelling). Exact figures on reviews written in SQL with
// exact dates and keywords, weeks and months read as the business's own across midnight, another business's
// id refused with 403, bad values answered 400, who may read.
import { randomUUID } from 'node:crypto';
import {
  keywordsReportSchema,
  monthlySentimentReportSchema,
  translateMessage,
  weeklySentimentReportSchema,
  type KeywordReport,
  type MonthlySentiment,
  type WeeklySentiment,
} from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { extractKeywords } from '../../reviews/analysis';

let t: TestApp;
const app = () => t.app;

/** The clock the whole file runs at: 23:59 on Sunday 10 March 2024 in Riyadh (UTC+3), the default zone. */
const NOW = new Date('2024-03-10T20:59:00Z');
const MINUTE = 60_000;

interface SeedReview {
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  /** UTC. */
  at: string;
  keywords?: string[];
}

/**
 * Business A's reviews, newest first, with the keywords ingest stored for them (one spelling per word and
 * review). Riyadh is UTC+3: `lateNight` is 9 March there, `lastMinute` 8 March's last minute, `fourthOfMarch`
 * the first minute of 4 March (the first day of the week ending today) and `thirdOfMarch` the last minute
 * before it; `leapDay` is the last second of 29 February and `newYear` the first second of 2024.
 */
const A_REVIEWS = {
  tenth: { stars: 5, sentiment: 'Positive', at: '2024-03-10T09:00:00Z', keywords: ['قهوة', 'خدمة'] },
  lateNight: { stars: 4, sentiment: 'Positive', at: '2024-03-08T22:30:00Z', keywords: ['قهوه', 'staff'] },
  lastMinute: { stars: 1, sentiment: 'Negative', at: '2024-03-08T20:59:00Z', keywords: ['خدمة', 'rooms'] },
  fourthOfMarch: { stars: 3, sentiment: 'Neutral', at: '2024-03-03T21:00:00Z', keywords: ['parking'] },
  thirdOfMarch: { stars: 5, sentiment: 'Positive', at: '2024-03-03T20:59:00Z', keywords: ['view'] },
  morningOfFirst: { stars: 3, sentiment: 'Neutral', at: '2024-03-01T00:00:00Z', keywords: ['قهوة', 'room'] },
  leapDay: { stars: 2, sentiment: 'Negative', at: '2024-02-29T20:59:59Z', keywords: ['قهوة', 'price'] },
  february: { stars: 5, sentiment: 'Positive', at: '2024-02-15T12:00:00Z', keywords: ['staff', 'price'] },
  firstOfFebruary: { stars: 4, sentiment: 'Neutral', at: '2024-01-31T21:30:00Z' },
  newYear: { stars: 2, sentiment: 'Negative', at: '2023-12-31T21:00:00Z' },
} satisfies Record<string, SeedReview>;

let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;

async function insertLocation(account: RegisteredAccount): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = t.clock.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      account.businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [account.businessId, `accounts/1/locations/${placeId}`, placeId, 'Branch', now],
    );
    return location.id;
  });
}

async function insertReviews(account: RegisteredAccount, reviews: readonly SeedReview[]): Promise<void> {
  const locationId = await insertLocation(account);
  await app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    for (const review of reviews) {
      const reviewId = randomUUID();
      await tx.query(
        `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars,
                              comment_original, language, sentiment, keywords, create_time, update_time,
                              synced_at)
         VALUES ($1, $2, $3, $4, 'Reviewer', $5, 'Words', 'en', $6,
                 ARRAY(SELECT jsonb_array_elements_text($7::jsonb)), $8, $8, $8)`,
        [
          account.businessId,
          locationId,
          `accounts/1/locations/x/reviews/${reviewId}`,
          reviewId,
          review.stars,
          review.sentiment,
          JSON.stringify(review.keywords ?? []),
          review.at,
        ],
      );
    }
  });
}

function headersOf(
  session: { token: string; businessId: string },
  language: Record<string, string> = ENGLISH,
) {
  return { ...language, ...bearer(session.token), 'x-business-id': session.businessId };
}

function get(
  url: string,
  session: { token: string; businessId: string } | null = ownerA,
  language: Record<string, string> = ENGLISH,
) {
  return app().inject({ method: 'GET', url, headers: session ? headersOf(session, language) : language });
}

const query = (values: Record<string, string>) => {
  const search = new URLSearchParams(values).toString();
  return search ? `?${search}` : '';
};

async function modelOf(url: string, session: RegisteredAccount): Promise<unknown> {
  const response = await get(url, session);
  expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({
    url,
    status: 200,
    body: { success: true },
  });
  return response.json().model;
}

async function keywordsOf(
  values: Record<string, string> = {},
  session: RegisteredAccount = ownerA,
): Promise<KeywordReport[]> {
  return keywordsReportSchema.parse(await modelOf(`/api/Reports/keywords${query(values)}`, session));
}

async function weeksOf(
  values: Record<string, string> = {},
  session: RegisteredAccount = ownerA,
): Promise<WeeklySentiment[]> {
  return weeklySentimentReportSchema.parse(await modelOf(`/api/Reports/sentiment${query(values)}`, session));
}

async function monthsOf(
  values: Record<string, string> = {},
  session: RegisteredAccount = ownerA,
  path = '/api/Reports/monthly/entiment',
): Promise<MonthlySentiment[]> {
  return monthlySentimentReportSchema.parse(await modelOf(`${path}${query(values)}`, session));
}

async function withTimeZone(timezone: string, run: () => Promise<void>): Promise<void> {
  const saved = await app().inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: headersOf(ownerA),
    payload: { preferences: { timezone } },
  });
  try {
    expect(saved.statusCode).toBe(200);
    await run();
  } finally {
    await app().inject({
      method: 'PUT',
      url: '/api/business-settings',
      headers: headersOf(ownerA),
      payload: { preferences: { timezone: 'Asia/Riyadh' } },
    });
  }
}

/** Runs with the clock at `at`, then puts it back. */
async function at(when: string, run: () => Promise<void>): Promise<void> {
  const step = new Date(when).getTime() - t.clock.now().getTime();
  t.clock.advance(step);
  try {
    await run();
  } finally {
    t.clock.advance(-step);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  ownerA = await registerAccount(app(), { Business_name: 'Trends A' });
  ownerB = await registerAccount(app(), { Business_name: 'Trends B' });
  await insertReviews(ownerA, Object.values(A_REVIEWS));
  // B's reviews share A's words and weeks: they must never be counted for A.
  await insertReviews(ownerB, [
    { stars: 1, sentiment: 'Negative', at: '2024-03-09T09:00:00Z', keywords: ['قهوة', 'staff'] },
    { stars: 1, sentiment: 'Negative', at: '2024-03-05T09:00:00Z', keywords: ['قهوة'] },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/Reports/keywords', () => {
  it('counts each word once per review, its spellings together, the most mentioned first, 6 by default', async () => {
    expect(await keywordsOf()).toEqual([
      // قهوة ×3 and قهوه ×1 are one keyword, named as most written; 2 of 4 reviews positive, 1 negative.
      { keyword: 'قهوة', mentions: 4, positive: 50, negative: 25 },
      // Ties by keyword, in code-point order; "room" and "rooms" are one (their tie goes to "room").
      { keyword: 'price', mentions: 2, positive: 50, negative: 50 },
      { keyword: 'room', mentions: 2, positive: 0, negative: 50 },
      { keyword: 'staff', mentions: 2, positive: 100, negative: 0 },
      { keyword: 'خدمة', mentions: 2, positive: 50, negative: 50 },
      { keyword: 'parking', mentions: 1, positive: 0, negative: 0 },
      // "view" (1 mention) is the seventh.
    ]);
  });

  it('gives rowLimit keywords, up to 50', async () => {
    expect((await keywordsOf({ rowLimit: '2' })).map((row) => row.keyword)).toEqual(['قهوة', 'price']);
    expect((await keywordsOf({ rowLimit: '1' })).map((row) => row.keyword)).toEqual(['قهوة']);
    const all = await keywordsOf({ rowLimit: '50' });
    expect(all.map((row) => row.keyword)).toEqual([
      'قهوة',
      'price',
      'room',
      'staff',
      'خدمة',
      'parking',
      'view',
    ]);
    expect(all.at(-1)).toEqual({ keyword: 'view', mentions: 1, positive: 100, negative: 0 });
  });

  it('counts a period of the business’s days, both ends included, across midnight', async () => {
    expect(await keywordsOf({ startDate: '2024-03-09', endDate: '2024-03-10' })).toEqual([
      // قهوة and قهوه once each: the tie goes to قهوة (ة before ه).
      { keyword: 'قهوة', mentions: 2, positive: 100, negative: 0 },
      { keyword: 'staff', mentions: 1, positive: 100, negative: 0 },
      { keyword: 'خدمة', mentions: 1, positive: 100, negative: 0 },
    ]);
    // 20:59 UTC on 8 March is 23:59 there.
    expect(await keywordsOf({ startDate: '2024-03-08', endDate: '2024-03-08' })).toEqual([
      { keyword: 'rooms', mentions: 1, positive: 0, negative: 100 },
      { keyword: 'خدمة', mentions: 1, positive: 0, negative: 100 },
    ]);
    // 20:59:59 UTC on 29 February is its last second; 21:00 on 3 March opens the 4th.
    expect((await keywordsOf({ endDate: '2024-02-29' })).map((row) => row.keyword)).toEqual([
      'price',
      'staff',
      'قهوة',
    ]);
    // خدمة before قهوة: خ comes before ق.
    expect((await keywordsOf({ startDate: '2024-03-04' })).map((row) => row.keyword)).toEqual([
      'خدمة',
      'قهوة',
      'parking',
      'rooms',
      'staff',
    ]);
    expect(await keywordsOf({ startDate: '2024-04-01', endDate: '2024-04-30' })).toEqual([]);
  });

  it('follows the time zone the business chose', async () => {
    await withTimeZone('UTC', async () => {
      // In UTC both 22:30 and 20:59 on 8 March are that day.
      expect(
        (await keywordsOf({ startDate: '2024-03-08', endDate: '2024-03-08' })).map((row) => row.keyword),
      ).toEqual(['rooms', 'staff', 'خدمة', 'قهوه']);
    });
  });

  it('counts the keywords ingest stores, so written forms of one Arabic word are one keyword', async () => {
    const owner = await registerAccount(app(), { Business_name: 'Trends keywords' });
    const texts = ['الخدمة ممتازة جداً', 'والخدمة سريعة', 'خدمة بطيئة'];
    await insertReviews(
      owner,
      texts.map((text, index) => ({
        stars: 5 - index * 2,
        sentiment: (['Positive', 'Neutral', 'Negative'] as const)[index],
        at: '2024-03-05T09:00:00Z',
        keywords: extractKeywords(text, 'ar', 8),
      })),
    );
    expect((await keywordsOf({ rowLimit: '1' }, owner))[0]).toEqual({
      keyword: 'خدمة',
      mentions: 3,
      positive: 33.3,
      negative: 33.3,
    });
  });

  it('counts only the caller’s own business, and none without reviews', async () => {
    expect(await keywordsOf({}, ownerB)).toEqual([
      { keyword: 'قهوة', mentions: 2, positive: 0, negative: 100 },
      { keyword: 'staff', mentions: 1, positive: 0, negative: 100 },
    ]);
    expect(await keywordsOf({}, await registerAccount(app(), { Business_name: 'Quiet' }))).toEqual([]);
  });
});

describe('GET /api/Reports/sentiment', () => {
  it('gives 4 weeks by default, the last ending today, oldest first, a week without reviews in zeros', async () => {
    expect(await weeksOf()).toEqual([
      { period: '2024-02-12', positive: 100, negative: 0, neutral: 0, reviews: 1 },
      { period: '2024-02-19', positive: 0, negative: 0, neutral: 0, reviews: 0 },
      // 26 February – 3 March: the leap day's last second, 1 March, and 3 March's last minute.
      { period: '2024-02-26', positive: 33.3, negative: 33.3, neutral: 33.3, reviews: 3 },
      // 4–10 March: from 4 March's first minute to today.
      { period: '2024-03-04', positive: 50, negative: 25, neutral: 25, reviews: 4 },
    ]);
  });

  it('gives as many weeks as asked, up to 52', async () => {
    expect(await weeksOf({ weeks: '1' })).toEqual([
      { period: '2024-03-04', positive: 50, negative: 25, neutral: 25, reviews: 4 },
    ]);
    const year = await weeksOf({ weeks: '52' });
    expect(year).toHaveLength(52);
    expect(year[0].period).toBe('2023-03-13');
    expect(year.reduce((total, week) => total + week.reviews, 0)).toBe(Object.keys(A_REVIEWS).length);
  });

  it('has the totals the performance summary counts for the same days', async () => {
    const summary = await get('/api/reports/performance/summary?startDate=2024-03-04&endDate=2024-03-10');
    expect(summary.json().model).toMatchObject({
      totalReviews: 4,
      positiveReviews: 2,
      negativeReviews: 1,
      neutralReviews: 1,
    });
  });

  it('starts a new week at midnight in the business’s time zone', async () => {
    // 21:00 UTC is the first minute of 11 March in Riyadh: the weeks now run Tuesday to Monday.
    await at('2024-03-10T21:00:00Z', async () => {
      expect(await weeksOf()).toEqual([
        { period: '2024-02-13', positive: 100, negative: 0, neutral: 0, reviews: 1 },
        { period: '2024-02-20', positive: 0, negative: 0, neutral: 0, reviews: 0 },
        { period: '2024-02-27', positive: 25, negative: 25, neutral: 50, reviews: 4 },
        { period: '2024-03-05', positive: 66.7, negative: 33.3, neutral: 0, reviews: 3 },
      ]);
    });
  });

  it('follows the time zone the business chose', async () => {
    await withTimeZone('UTC', async () => {
      // Still 10 March in UTC; 21:00 on 3 March UTC is the 3rd there, in the earlier week.
      expect((await weeksOf({ weeks: '2' })).map(({ period, reviews }) => ({ period, reviews }))).toEqual([
        { period: '2024-02-26', reviews: 4 },
        { period: '2024-03-04', reviews: 3 },
      ]);
    });
  });

  it('counts only the caller’s own business', async () => {
    expect(await weeksOf({ weeks: '1' }, ownerB)).toEqual([
      { period: '2024-03-04', positive: 0, negative: 100, neutral: 0, reviews: 2 },
    ]);
  });
});

describe('GET /api/Reports/monthly/entiment and /api/Reports/monthly/sentiment', () => {
  const RIYADH_MONTHS: MonthlySentiment[] = [
    { month: '2023-10', reviews: 0, rating: 0 },
    { month: '2023-11', reviews: 0, rating: 0 },
    { month: '2023-12', reviews: 0, rating: 0 },
    // 21:00 UTC on 31 December is the first second of 2024 there.
    { month: '2024-01', reviews: 1, rating: 2 },
    // 11 stars ÷ 3, two decimals; 21:30 UTC on 31 January is 1 February.
    { month: '2024-02', reviews: 3, rating: 3.67 },
    // 21 stars ÷ 6.
    { month: '2024-03', reviews: 6, rating: 3.5 },
  ];

  it('gives 6 months by default, the current one last, in the business’s months', async () => {
    expect(await monthsOf()).toEqual(RIYADH_MONTHS);
  });

  it('answers the same at the corrected spelling', async () => {
    expect(await monthsOf({}, ownerA, '/api/Reports/monthly/sentiment')).toEqual(RIYADH_MONTHS);
    expect(await monthsOf({ months: '2' }, ownerA, '/api/Reports/monthly/sentiment')).toEqual(
      RIYADH_MONTHS.slice(-2),
    );
  });

  it('gives as many months as asked, up to 24', async () => {
    expect(await monthsOf({ months: '1' })).toEqual([{ month: '2024-03', reviews: 6, rating: 3.5 }]);
    const months = await monthsOf({ months: '24' });
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ month: '2022-04', reviews: 0, rating: 0 });
    expect(months.slice(-6)).toEqual(RIYADH_MONTHS);
  });

  it('follows the time zone the business chose', async () => {
    await withTimeZone('UTC', async () => {
      expect(
        (await monthsOf({ months: '4' })).map(({ month, reviews, rating }) => [month, reviews, rating]),
      ).toEqual([
        ['2023-12', 1, 2],
        ['2024-01', 1, 4],
        ['2024-02', 2, 3.5],
        ['2024-03', 6, 3.5],
      ]);
    });
  });

  it('starts a new month at midnight in the business’s time zone', async () => {
    // Three weeks on, A's session has expired: a business registered then, with reviews either side of
    // Riyadh's midnight opening 1 April (21:00 UTC on 31 March).
    await at('2024-03-31T20:59:00Z', async () => {
      const owner = await registerAccount(app(), { Business_name: 'Trends month end' });
      await insertReviews(owner, [
        { stars: 4, sentiment: 'Positive', at: '2024-03-31T20:59:00Z' },
        { stars: 2, sentiment: 'Negative', at: '2024-03-31T21:00:00Z' },
      ]);
      expect(await monthsOf({ months: '2' }, owner)).toEqual([
        { month: '2024-02', reviews: 0, rating: 0 },
        { month: '2024-03', reviews: 1, rating: 4 },
      ]);
      t.clock.advance(MINUTE);
      try {
        expect(await monthsOf({ months: '2' }, owner)).toEqual([
          { month: '2024-03', reviews: 1, rating: 4 },
          { month: '2024-04', reviews: 1, rating: 2 },
        ]);
      } finally {
        t.clock.advance(-MINUTE);
      }
    });
  });

  it('counts only the caller’s own business', async () => {
    expect(await monthsOf({ months: '1' }, ownerB)).toEqual([{ month: '2024-03', reviews: 2, rating: 1 }]);
  });
});

const TREND_URLS = [
  '/api/Reports/keywords',
  '/api/Reports/sentiment',
  '/api/Reports/monthly/entiment',
  '/api/Reports/monthly/sentiment',
];

describe('the trend reports: bad values', () => {
  const BAD: Array<[url: string, field: string, code: string]> = [
    ...['0', '-1', '1.5', 'six', '', '51'].map((value): [string, string, string] => [
      `/api/Reports/keywords?rowLimit=${value}`,
      'rowLimit',
      'reportRowLimitInvalid',
    ]),
    ['/api/Reports/keywords?startDate=2024-02-30', 'startDate', 'reportDateInvalid'],
    ['/api/Reports/keywords?endDate=2024-03-01T00:00:00Z', 'endDate', 'reportDateInvalid'],
    ['/api/Reports/keywords?startDate=2024-03-10&endDate=2024-03-09', 'endDate', 'reportDateRangeInvalid'],
    ...['0', '1.5', 'four', '53'].map((value): [string, string, string] => [
      `/api/Reports/sentiment?weeks=${value}`,
      'weeks',
      'reportWeeksInvalid',
    ]),
    ...['0', '-6', 'six', '25'].flatMap((value): Array<[string, string, string]> => [
      [`/api/Reports/monthly/entiment?months=${value}`, 'months', 'reportMonthsInvalid'],
      [`/api/Reports/monthly/sentiment?months=${value}`, 'months', 'reportMonthsInvalid'],
    ]),
  ];

  it.each(BAD)('answers %s with 400 and the field’s message', async (url, field, code) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, model: null });
    expect(body.errors[field]).toContain(translateMessage(code, 'en'));
  });

  it('says what is wrong in the reader’s language', async () => {
    for (const [url, field, code] of [
      ['/api/Reports/keywords?rowLimit=51', 'rowLimit', 'reportRowLimitInvalid'],
      ['/api/Reports/sentiment?weeks=53', 'weeks', 'reportWeeksInvalid'],
      ['/api/Reports/monthly/entiment?months=25', 'months', 'reportMonthsInvalid'],
    ]) {
      const response = await get(url, ownerA, ARABIC);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: [translateMessage(code, 'ar')] });
    }
  });
});

describe('the trend reports: whose business', () => {
  it('refuses another business’s id, or anything that is not the caller’s, with 403', async () => {
    for (const other of [ownerB.businessId, randomUUID(), 'not-a-uuid', "' OR 1=1 --"]) {
      for (const url of TREND_URLS) {
        const response = await get(`${url}?businessId=${encodeURIComponent(other)}`);
        expect({ url, other, status: response.statusCode }).toEqual({ url, other, status: 403 });
        expect(response.json()).toMatchObject({
          success: false,
          model: null,
          message: translateMessage('businessForbidden', 'en'),
        });
      }
    }
  });

  it('serves the caller’s own id, in any case', async () => {
    expect(await keywordsOf({ businessId: ownerA.businessId.toUpperCase() })).toEqual(await keywordsOf());
    expect(await weeksOf({ businessId: ownerA.businessId })).toEqual(await weeksOf());
    expect(await monthsOf({ businessId: ownerA.businessId })).toEqual(await monthsOf());
  });

  it('refuses a member of another business who names A’s id, even with A’s id as X-Business-Id', async () => {
    for (const url of TREND_URLS) {
      const named = `${url}?businessId=${ownerA.businessId}`;
      expect((await get(named, ownerB)).statusCode).toBe(403);
      const namingA = await app().inject({
        method: 'GET',
        url: named,
        headers: { ...ENGLISH, ...bearer(ownerB.token), 'x-business-id': ownerA.businessId },
      });
      expect(namingA.statusCode).toBe(403);
    }
  });
});

describe('the trend reports: who may read', () => {
  it('refuses a caller without a session (401)', async () => {
    for (const url of TREND_URLS) {
      const response = await get(url, null);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toMatchObject({ success: false, model: null });
    }
  });

  // Issue 21 (L3): analytics, as the other report routes; they used to serve every member.
  it('refuses a member without ViewAnalytics (403), a viewer without permissions included', async () => {
    const viewer = await addTeamMember(app(), ownerA, { role: 'Viewer', permissions: [] });
    const session = { token: viewer.token, businessId: ownerA.businessId };
    for (const url of TREND_URLS) {
      const response = await get(url, session);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json()).toMatchObject({ success: false, model: null });
    }
  });

  it('serves a viewer with ViewAnalytics', async () => {
    const viewer = await addTeamMember(app(), ownerA, { role: 'Viewer', permissions: ['ViewAnalytics'] });
    const session = { token: viewer.token, businessId: ownerA.businessId };
    for (const url of TREND_URLS) {
      const response = await get(url, session);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    expect((await get('/api/Reports/keywords', session)).json().model).toHaveLength(6);
  });
});
