// The overview's reports through HTTP: GET /api/reports/performance/summary (and its form with the business in
// the path) and GET /api/reports/{businessId}/growth. Exact figures on reviews written in SQL with exact dates,
// periods read as the business's days across midnight, totals that agree with GET /api/Reviews, another
// business's id (or none at all) refused with 403, bad dates and days answered 400, who may read.
import { randomUUID } from 'node:crypto';
import {
  growthSchema,
  performanceSummarySchema,
  translateMessage,
  type Growth,
  type PerformanceSummary,
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

let t: TestApp;
const app = () => t.app;

/** The clock the whole file runs at: 23:59 on 10 March 2024 in Riyadh (UTC+3), the businesses' default zone. */
const NOW = new Date('2024-03-10T20:59:00Z');
const MINUTE = 60_000;

interface SeedReview {
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  /** UTC. */
  at: string;
  replied?: boolean;
  /** When a sync found it gone from Google (UTC). */
  removedAt?: string;
}

/**
 * Business A's reviews, newest first. Riyadh is UTC+3: `lateNight` is 9 March there, `lastMinute` 8 March's
 * last minute, `firstOfMarch` the first second of 1 March and `leapDay` the last second of 29 February.
 */
const A_REVIEWS = {
  tenth: { stars: 5, sentiment: 'Positive', at: '2024-03-10T09:00:00Z', replied: true },
  lateNight: { stars: 4, sentiment: 'Positive', at: '2024-03-08T22:30:00Z' },
  lastMinute: { stars: 3, sentiment: 'Neutral', at: '2024-03-08T20:59:00Z' },
  morningOfFirst: { stars: 1, sentiment: 'Negative', at: '2024-03-01T00:00:00Z' },
  firstOfMarch: { stars: 2, sentiment: 'Negative', at: '2024-02-29T21:00:00Z' },
  // Five stars whose words said otherwise: the sentiment is the review's own, not its stars'.
  leapDay: { stars: 5, sentiment: 'Negative', at: '2024-02-29T20:59:59Z' },
  february: { stars: 5, sentiment: 'Positive', at: '2024-02-15T12:00:00Z', replied: true },
  firstOfFebruary: { stars: 4, sentiment: 'Neutral', at: '2024-01-31T21:30:00Z' },
} satisfies Record<string, SeedReview>;

/**
 * Business C's reviews around the week ending 10 March (Riyadh): four in 4–10 March, three in 26 February –
 * 3 March, and one either side of those two weeks (25 February's last minute, 11 March's first).
 */
const C_REVIEWS: SeedReview[] = [
  { stars: 5, sentiment: 'Positive', at: '2024-03-10T21:00:00Z' },
  { stars: 5, sentiment: 'Positive', at: '2024-03-10T20:00:00Z' },
  { stars: 4, sentiment: 'Positive', at: '2024-03-08T09:00:00Z' },
  { stars: 4, sentiment: 'Positive', at: '2024-03-06T09:00:00Z' },
  { stars: 3, sentiment: 'Neutral', at: '2024-03-03T21:00:00Z' },
  { stars: 2, sentiment: 'Negative', at: '2024-03-03T20:59:00Z' },
  { stars: 1, sentiment: 'Negative', at: '2024-02-28T09:00:00Z' },
  { stars: 5, sentiment: 'Positive', at: '2024-02-25T21:00:00Z' },
  { stars: 5, sentiment: 'Positive', at: '2024-02-25T20:59:00Z' },
];

let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
let ownerC: RegisteredAccount;
let ownerD: RegisteredAccount;

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
                              comment_original, language, sentiment, create_time, update_time,
                              reply_comment, reply_update_time, synced_at, removed_at)
         VALUES ($1, $2, $3, $4, 'Reviewer', $5, 'Words', 'en', $6, $7, $7, $8, $9, $7, $10)`,
        [
          account.businessId,
          locationId,
          `accounts/1/locations/x/reviews/${reviewId}`,
          reviewId,
          review.stars,
          review.sentiment,
          review.at,
          review.replied ? 'Thank you' : null,
          review.replied ? review.at : null,
          review.removedAt ?? null,
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

async function summaryOf(
  values: Record<string, string> = {},
  session: RegisteredAccount = ownerA,
): Promise<PerformanceSummary> {
  const response = await get(`/api/reports/performance/summary${query(values)}`, session);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 200,
    body: { success: true },
  });
  return performanceSummarySchema.parse(response.json().model);
}

async function pathSummaryOf(values: Record<string, string> = {}): Promise<PerformanceSummary> {
  const response = await get(`/api/reports/${ownerA.businessId}/performance/summary${query(values)}`);
  expect(response.statusCode).toBe(200);
  return performanceSummarySchema.parse(response.json().model);
}

async function growthOf(session: RegisteredAccount, days?: number): Promise<Growth> {
  const search = days === undefined ? '' : `?days=${days}`;
  const response = await get(`/api/reports/${session.businessId}/growth${search}`, session);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 200,
    body: { success: true },
  });
  return growthSchema.parse(response.json().model);
}

/** How many reviews GET /api/Reviews counts for these filters. */
async function inboxTotal(values: Record<string, string>, session: RegisteredAccount = ownerA) {
  const response = await get(`/api/Reviews${query({ pageSize: '1', ...values })}`, session);
  expect(response.statusCode).toBe(200);
  return response.json().model.total as number;
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  ownerA = await registerAccount(app(), { Business_name: 'Reports A' });
  ownerB = await registerAccount(app(), { Business_name: 'Reports B' });
  ownerC = await registerAccount(app(), { Business_name: 'Reports C' });
  await insertReviews(ownerA, Object.values(A_REVIEWS));
  // B's reviews fall in A's periods: they must never be counted for A.
  await insertReviews(ownerB, [
    { stars: 1, sentiment: 'Negative', at: '2024-03-09T09:00:00Z', replied: true },
    { stars: 5, sentiment: 'Positive', at: '2024-03-01T09:00:00Z' },
  ]);
  await insertReviews(ownerC, C_REVIEWS);
  ownerD = await registerAccount(app(), { Business_name: 'Reports D' });
  await insertReviews(ownerD, [
    { stars: 5, sentiment: 'Positive', at: '2024-03-05T09:00:00Z' },
    { stars: 1, sentiment: 'Negative', at: '2024-03-06T09:00:00Z', removedAt: '2024-03-07T00:00:00Z' },
    { stars: 4, sentiment: 'Positive', at: '2024-02-20T09:00:00Z', removedAt: '2024-03-01T00:00:00Z' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/reports/performance/summary: the figures', () => {
  it('sums up every review of the business without dates', async () => {
    expect(await summaryOf()).toEqual({
      totalReviews: 8,
      // 29 stars ÷ 8 = 3.625, rounded to two decimals.
      averageRating: 3.63,
      positiveReviews: 3,
      negativeReviews: 3,
      neutralReviews: 2,
      starDistribution: { '1': 1, '2': 1, '3': 1, '4': 2, '5': 3 },
      repliedReviews: 2,
      responseRate: 25,
    });
  });

  it('counts a period of the business’s days, both ends included', async () => {
    expect(await summaryOf({ startDate: '2024-03-01', endDate: '2024-03-31' })).toEqual({
      totalReviews: 5,
      averageRating: 3,
      positiveReviews: 2,
      negativeReviews: 2,
      neutralReviews: 1,
      starDistribution: { '1': 1, '2': 1, '3': 1, '4': 1, '5': 1 },
      repliedReviews: 1,
      responseRate: 20,
    });
    expect(await summaryOf({ startDate: '2024-02-01', endDate: '2024-02-29' })).toMatchObject({
      totalReviews: 3,
      averageRating: 4.67,
      starDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
      repliedReviews: 1,
      responseRate: 33.3,
    });
  });

  it('reads either end alone: from a day on, or up to a day', async () => {
    expect((await summaryOf({ startDate: '2024-03-01' })).totalReviews).toBe(5);
    expect((await summaryOf({ endDate: '2024-02-29' })).totalReviews).toBe(3);
    expect((await summaryOf({ startDate: '2024-03-10', endDate: '2024-03-10' })).totalReviews).toBe(1);
  });

  it('places reviews near midnight on Riyadh’s day, not UTC’s', async () => {
    // 22:30 UTC on 8 March is 01:30 on 9 March in Riyadh; 20:59 UTC is 23:59 on the 8th.
    expect(await summaryOf({ startDate: '2024-03-09', endDate: '2024-03-09' })).toMatchObject({
      totalReviews: 1,
      starDistribution: { '4': 1 },
    });
    expect(await summaryOf({ startDate: '2024-03-08', endDate: '2024-03-08' })).toMatchObject({
      totalReviews: 1,
      starDistribution: { '3': 1 },
    });
    // 21:00 UTC on 29 February is midnight opening 1 March; a second before is still the 29th.
    expect(await summaryOf({ startDate: '2024-02-29', endDate: '2024-02-29' })).toMatchObject({
      totalReviews: 1,
      negativeReviews: 1,
      starDistribution: { '5': 1 },
    });
    expect((await summaryOf({ startDate: '2024-03-01', endDate: '2024-03-01' })).totalReviews).toBe(2);
  });

  it('follows the time zone the business chose', async () => {
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/business-settings',
      headers: headersOf(ownerA),
      payload: { preferences: { timezone: 'UTC' } },
    });
    try {
      expect(saved.statusCode).toBe(200);
      expect((await summaryOf({ startDate: '2024-03-08', endDate: '2024-03-08' })).totalReviews).toBe(2);
      expect((await summaryOf({ startDate: '2024-03-09', endDate: '2024-03-09' })).totalReviews).toBe(0);
      expect((await summaryOf({ startDate: '2024-02-29', endDate: '2024-02-29' })).totalReviews).toBe(2);
      expect((await summaryOf({ startDate: '2024-02-01', endDate: '2024-02-29' })).totalReviews).toBe(3);
    } finally {
      await app().inject({
        method: 'PUT',
        url: '/api/business-settings',
        headers: headersOf(ownerA),
        payload: { preferences: { timezone: 'Asia/Riyadh' } },
      });
    }
  });

  it('answers zeros for a period without reviews', async () => {
    expect(await summaryOf({ startDate: '2024-04-01', endDate: '2024-04-30' })).toEqual({
      totalReviews: 0,
      averageRating: 0,
      positiveReviews: 0,
      negativeReviews: 0,
      neutralReviews: 0,
      starDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      repliedReviews: 0,
      responseRate: 0,
    });
  });

  it('gives the same summary with the business in the path, or named in the query', async () => {
    const days = { startDate: '2024-03-01', endDate: '2024-03-31' };
    const plain = await summaryOf(days);
    expect(await pathSummaryOf(days)).toEqual(plain);
    expect(await summaryOf({ ...days, businessId: ownerA.businessId })).toEqual(plain);
    // A uuid in capitals is the same business.
    expect(await summaryOf({ ...days, businessId: ownerA.businessId.toUpperCase() })).toEqual(plain);
    expect(await pathSummaryOf()).toEqual(await summaryOf());
  });

  it('counts reviews Google no longer has, as the inbox lists them (marked removed)', async () => {
    expect(await summaryOf({}, ownerD)).toEqual({
      totalReviews: 3,
      averageRating: 3.33,
      positiveReviews: 2,
      negativeReviews: 1,
      neutralReviews: 0,
      starDistribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 },
      repliedReviews: 0,
      responseRate: 0,
    });
    expect((await summaryOf({}, ownerD)).totalReviews).toBe(await inboxTotal({}, ownerD));
    expect(await growthOf(ownerD, 7)).toMatchObject({ currentPeriodReviews: 2, previousPeriodReviews: 0 });
    expect(await growthOf(ownerD, 15)).toMatchObject({ currentPeriodReviews: 2, previousPeriodReviews: 1 });
  });

  it('counts only the caller’s own business', async () => {
    expect(await summaryOf({}, ownerB)).toMatchObject({
      totalReviews: 2,
      starDistribution: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 1 },
      repliedReviews: 1,
    });
  });
});

describe('GET /api/reports/performance/summary: agrees with the inbox', () => {
  const PERIODS: Array<Record<string, string>> = [
    {},
    { startDate: '2024-03-01', endDate: '2024-03-31' },
    { startDate: '2024-02-01', endDate: '2024-02-29' },
    { startDate: '2024-03-09', endDate: '2024-03-09' },
    { startDate: '2024-02-29', endDate: '2024-03-01' },
    { startDate: '2024-03-01' },
    { endDate: '2024-02-29' },
    { startDate: '2024-04-01', endDate: '2024-04-30' },
  ];

  it.each(PERIODS)('has the total, stars and sentiments GET /api/Reviews counts for %j', async (period) => {
    const summary = await summaryOf(period);
    const inboxDates: Record<string, string> = {};
    if (period.startDate) inboxDates.from = period.startDate;
    if (period.endDate) inboxDates.to = period.endDate;

    expect(summary.totalReviews).toBe(await inboxTotal(inboxDates));
    // Each breakdown adds up to the total.
    expect(sum(summary.starDistribution)).toBe(summary.totalReviews);
    expect(summary.positiveReviews + summary.negativeReviews + summary.neutralReviews).toBe(
      summary.totalReviews,
    );
    const STARS = { '1': 'ONE', '2': 'TWO', '3': 'THREE', '4': 'FOUR', '5': 'FIVE' } as const;
    for (const [star, filter] of Object.entries(STARS))
      expect({ star, count: summary.starDistribution[star as keyof typeof STARS] }).toEqual({
        star,
        count: await inboxTotal({ ...inboxDates, stars: filter }),
      });
    expect(summary.positiveReviews).toBe(await inboxTotal({ ...inboxDates, sentiment: 'Positive' }));
    expect(summary.negativeReviews).toBe(await inboxTotal({ ...inboxDates, sentiment: 'Negative' }));
    expect(summary.neutralReviews).toBe(await inboxTotal({ ...inboxDates, sentiment: 'Neutral' }));
    expect(summary.repliedReviews).toBe(await inboxTotal({ ...inboxDates, replied: 'replied' }));
  });
});

describe('GET /api/reports/{businessId}/growth', () => {
  it('compares the last days with as many days before, in the business’s days, one decimal', async () => {
    // 4–10 March against 26 February – 3 March: 4 against 3, the reviews at either edge where they belong.
    expect(await growthOf(ownerC, 7)).toEqual({
      growthPercentage: 33.3,
      currentPeriodReviews: 4,
      previousPeriodReviews: 3,
      days: 7,
    });
    // 8–10 March against 5–7 March.
    expect(await growthOf(ownerC, 3)).toMatchObject({
      growthPercentage: 100,
      currentPeriodReviews: 2,
      previousPeriodReviews: 1,
    });
    expect(await growthOf(ownerA, 2)).toMatchObject({
      // 9–10 March against 7–8 March.
      growthPercentage: 100,
      currentPeriodReviews: 2,
      previousPeriodReviews: 1,
    });
  });

  it('gives null growth when the earlier period had no reviews, and 0 % when they are level', async () => {
    expect(await growthOf(ownerC, 1)).toEqual({
      growthPercentage: null,
      currentPeriodReviews: 1,
      previousPeriodReviews: 0,
      days: 1,
    });
    expect(await growthOf(ownerA, 1)).toMatchObject({
      growthPercentage: 0,
      currentPeriodReviews: 1,
      previousPeriodReviews: 1,
    });
    const empty = await registerAccount(app(), { Business_name: 'No reviews yet' });
    expect(await growthOf(empty)).toEqual({
      growthPercentage: null,
      currentPeriodReviews: 0,
      previousPeriodReviews: 0,
      days: 90,
    });
  });

  it('counts 90 days by default', async () => {
    // 12 December – 10 March holds all of A's reviews; the 90 days before hold none.
    expect(await growthOf(ownerA)).toEqual({
      growthPercentage: null,
      currentPeriodReviews: 8,
      previousPeriodReviews: 0,
      days: 90,
    });
  });

  it('moves to the next day at midnight in the business’s time zone', async () => {
    try {
      // 21:00 UTC: a new day in Riyadh, so 10 March is now the earlier period and today has nothing yet.
      t.clock.advance(MINUTE);
      expect(await growthOf(ownerA, 1)).toEqual({
        growthPercentage: -100,
        currentPeriodReviews: 0,
        previousPeriodReviews: 1,
        days: 1,
      });
      // C's review at 21:00 UTC is 11 March's first minute.
      expect(await growthOf(ownerC, 1)).toMatchObject({ currentPeriodReviews: 1, previousPeriodReviews: 1 });
    } finally {
      t.clock.advance(-MINUTE);
    }
  });
});

describe('the reports: bad values', () => {
  const SUMMARY_BAD: Array<[query: string, field: string, code: string]> = [
    ['startDate=2024-02-30', 'startDate', 'reportDateInvalid'],
    ['startDate=yesterday', 'startDate', 'reportDateInvalid'],
    ['startDate=0000-01-01', 'startDate', 'reportDateInvalid'],
    ['startDate=', 'startDate', 'reportDateInvalid'],
    ['endDate=2024-13-01', 'endDate', 'reportDateInvalid'],
    ['endDate=2024-03-01T00:00:00Z', 'endDate', 'reportDateInvalid'],
    ['startDate=2024-03-10&endDate=2024-03-09', 'endDate', 'reportDateRangeInvalid'],
  ];

  it.each(SUMMARY_BAD)(
    'answers %s with 400 and the field’s message, on both paths',
    async (search, field, code) => {
      for (const url of [
        `/api/reports/performance/summary?${search}`,
        `/api/reports/${ownerA.businessId}/performance/summary?${search}`,
      ]) {
        const response = await get(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        const body = response.json();
        expect(body).toMatchObject({ success: false, model: null });
        expect(body.errors[field]).toContain(translateMessage(code, 'en'));
      }
    },
  );

  it.each(['0', '-1', '1.5', 'ninety', '', '3651'])('answers days=%s with 400', async (days) => {
    const response = await get(`/api/reports/${ownerA.businessId}/growth?days=${days}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      model: null,
      errors: { days: [translateMessage('reportDaysInvalid', 'en')] },
    });
  });

  it('says what is wrong in the reader’s language', async () => {
    const response = await get('/api/reports/performance/summary?startDate=2024-02-30', ownerA, ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ startDate: [translateMessage('reportDateInvalid', 'ar')] });
  });

  it('accepts the longest period allowed', async () => {
    expect((await growthOf(ownerA, 3650)).days).toBe(3650);
  });
});

describe('the reports: whose business', () => {
  const OTHER_IDS = () => [
    ownerB.businessId,
    randomUUID(),
    'not-a-uuid',
    "' OR 1=1 --",
    '00000000-0000-0000-0000-00000000000g',
  ];

  it('refuses another business’s id, or anything that is not the caller’s, with 403 on every report', async () => {
    for (const other of OTHER_IDS()) {
      const encoded = encodeURIComponent(other);
      for (const url of [
        `/api/reports/performance/summary?businessId=${encoded}`,
        `/api/reports/${encoded}/performance/summary`,
        `/api/reports/${encoded}/growth`,
      ]) {
        const response = await get(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
        expect(response.json()).toMatchObject({
          success: false,
          model: null,
          message: translateMessage('businessForbidden', 'en'),
        });
      }
    }
  });

  it('refuses a member of another business who names A’s id, even with A’s id as X-Business-Id', async () => {
    for (const url of [
      `/api/reports/performance/summary?businessId=${ownerA.businessId}`,
      `/api/reports/${ownerA.businessId}/performance/summary`,
      `/api/reports/${ownerA.businessId}/growth`,
    ]) {
      expect((await get(url, ownerB)).statusCode).toBe(403);
      const namingA = await app().inject({
        method: 'GET',
        url,
        headers: { ...ENGLISH, ...bearer(ownerB.token), 'x-business-id': ownerA.businessId },
      });
      expect(namingA.statusCode).toBe(403);
    }
  });
});

describe('the reports: who may read', () => {
  const urls = () => [
    '/api/reports/performance/summary',
    `/api/reports/${ownerA.businessId}/performance/summary`,
    `/api/reports/${ownerA.businessId}/growth`,
  ];

  it('refuses a caller without a session (401)', async () => {
    for (const url of urls()) {
      const response = await get(url, null);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toMatchObject({ success: false, model: null });
    }
  });

  it('serves every member, a viewer without permissions included', async () => {
    const viewer = await addTeamMember(app(), ownerA, { role: 'Viewer', permissions: [] });
    const agent = await addTeamMember(app(), ownerA, { role: 'Agent', permissions: ['ViewReviews'] });
    for (const member of [viewer, agent]) {
      const session = { token: member.token, businessId: ownerA.businessId };
      for (const url of urls()) {
        const response = await get(url, session);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      }
      const summary = await get('/api/reports/performance/summary', session);
      expect(summary.json().model.totalReviews).toBe(8);
    }
  });
});
