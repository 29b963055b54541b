// The analytics' responsiveness through HTTP: GET /api/reports/{businessId}/responsiveness. Exact response rates
// and medians (odd and even counts, one decimal) on reviews and replies written in SQL with exact times, replies
// published through Sumaa credited to their members and replies made on Google to none, every location (one
// without reviews included), totals that agree with the performance summary, days read as the business's own
// across midnight, another business's id refused with 403, bad dates answered 400, who may read.
import { randomUUID } from 'node:crypto';
import {
  performanceSummarySchema,
  responsivenessReportSchema,
  translateMessage,
  type ResponsivenessReport,
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
const HOUR = 3_600_000;

type Author = 'noura' | 'faisal' | 'owner';

interface SeedReview {
  /** UTC. */
  at: string;
  /** Hours from the review to the reply Google holds; none without a reply. */
  replyAfterHours?: number;
  /**
   * Who replied: a member through Sumaa, 'google' for a reply stored as made on Google, or 'synced' for one
   * a sync brought (reply_source left null, as upsertReviews stores a reply Sumaa did not publish).
   */
  by?: Author | 'google' | 'synced';
  /** When a sync found it gone from Google (UTC). */
  removedAt?: string;
}

/**
 * Business A's reviews at its two busy branches; a third branch, Quiet, has none. Riyadh is UTC+3:
 * `lateEighth` is 23:30 on 8 March there, `earlyNinth` 01:30 on 9 March (still the 8th in UTC).
 */
const OLAYA = {
  second: { at: '2024-03-02T09:00:00Z', replyAfterHours: 4, by: 'noura' },
  third: { at: '2024-03-03T09:00:00Z', replyAfterHours: 5, by: 'noura' },
  fourth: { at: '2024-03-04T09:00:00Z', replyAfterHours: 0.75, by: 'faisal' },
  fifth: { at: '2024-03-05T09:00:00Z', replyAfterHours: 10, by: 'synced' },
  sixth: { at: '2024-03-06T09:00:00Z' },
  sixthNoon: { at: '2024-03-06T12:00:00Z' },
  // Before March: only in the all-time figures.
  february: { at: '2024-02-20T09:00:00Z', replyAfterHours: 100, by: 'owner' },
} satisfies Record<string, SeedReview>;

const MALQA = {
  seventh: { at: '2024-03-07T09:00:00Z', replyAfterHours: 1, by: 'noura' },
  // Its reply is dated 20 minutes before it (an edit's clock, an import): 0 hours, never negative.
  lateEighth: { at: '2024-03-08T20:30:00Z', replyAfterHours: -1 / 3, by: 'faisal' },
  earlyNinth: { at: '2024-03-08T22:30:00Z', replyAfterHours: 20, by: 'google' },
  ninth: { at: '2024-03-09T09:00:00Z', replyAfterHours: 6.5, by: 'synced' },
  // Gone from Google since, still counted as the summary and the inbox count it.
  tenthRemoved: {
    at: '2024-03-10T08:00:00Z',
    replyAfterHours: 3.2,
    by: 'noura',
    removedAt: '2024-03-10T18:00:00Z',
  },
} satisfies Record<string, SeedReview>;

let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
let authors: Record<Author, string>;

async function insertLocation(account: RegisteredAccount, name: string): Promise<string> {
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
      [account.businessId, `accounts/1/locations/${placeId}`, placeId, name, now],
    );
    return location.id;
  });
}

async function insertReviews(
  account: RegisteredAccount,
  locationId: string,
  reviews: readonly SeedReview[],
  authorIds: Partial<Record<Author, string>> = {},
): Promise<void> {
  await app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    for (const review of reviews) {
      const reviewId = randomUUID();
      const replied = review.replyAfterHours !== undefined;
      const member = review.by && review.by !== 'google' && review.by !== 'synced' ? review.by : null;
      const source = member ? 'sumaa' : review.by === 'google' ? 'google' : null;
      await tx.query(
        `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars,
                              comment_original, language, sentiment, create_time, update_time,
                              reply_comment, reply_update_time, reply_author_id, reply_source, synced_at,
                              removed_at)
         VALUES ($1, $2, $3, $4, 'Reviewer', 5, 'Words', 'en', 'Positive', $5, $5, $6, $7, $8, $9, $5, $10)`,
        [
          account.businessId,
          locationId,
          `accounts/1/locations/x/reviews/${reviewId}`,
          reviewId,
          review.at,
          replied ? 'Thank you' : null,
          replied ? new Date(new Date(review.at).getTime() + review.replyAfterHours! * HOUR) : null,
          member ? authorIds[member]! : null,
          source,
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

const urlOf = (businessId: string, values: Record<string, string> = {}) =>
  `/api/reports/${encodeURIComponent(businessId)}/responsiveness${query(values)}`;

async function responsivenessOf(
  values: Record<string, string> = {},
  session: RegisteredAccount = ownerA,
): Promise<ResponsivenessReport> {
  const url = urlOf(session.businessId, values);
  const response = await get(url, session);
  expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({
    url,
    status: 200,
    body: { success: true },
  });
  return responsivenessReportSchema.parse(response.json().model);
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

const MARCH = { startDate: '2024-03-01', endDate: '2024-03-10' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  ownerA = await registerAccount(app(), { Business_name: 'Responsive A', Full_name: 'Sara Owner' });
  ownerB = await registerAccount(app(), { Business_name: 'Responsive B' });
  const noura = await addTeamMember(app(), ownerA, { role: 'Manager', name: 'Noura Manager' });
  const faisal = await addTeamMember(app(), ownerA, { role: 'Agent', name: 'Faisal Agent' });
  // A member who never replied: not listed.
  await addTeamMember(app(), ownerA, { role: 'Agent', name: 'Idle Agent' });
  authors = { noura: noura.userId, faisal: faisal.userId, owner: ownerA.userId };

  const olaya = await insertLocation(ownerA, 'Olaya');
  const malqa = await insertLocation(ownerA, 'Malqa');
  await insertLocation(ownerA, 'Quiet');
  await insertReviews(ownerA, olaya, Object.values(OLAYA), authors);
  await insertReviews(ownerA, malqa, Object.values(MALQA), authors);

  // B's replies, in A's days, by B's owner: never counted for A.
  const bBranch = await insertLocation(ownerB, 'B Branch');
  await insertReviews(
    ownerB,
    bBranch,
    [
      { at: '2024-03-05T09:00:00Z', replyAfterHours: 1, by: 'owner' },
      { at: '2024-03-06T09:00:00Z', replyAfterHours: 2, by: 'google' },
      { at: '2024-03-07T09:00:00Z' },
    ],
    { owner: ownerB.userId },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/reports/{businessId}/responsiveness: the figures', () => {
  it('gives the period’s rate and median, by location and by member', async () => {
    const report = await responsivenessOf(MARCH);
    expect(report).toEqual({
      // 9 of 11 answered; hours 0, 0.75, 1, 3.2, 4, 5, 6.5, 10, 20: the fifth of nine.
      overall: { reviews: 11, replied: 9, responseRate: 81.8, medianResponseHours: 4 },
      byLocation: [
        // 4 of 6; hours 0.75, 4, 5, 10: (4 + 5) ÷ 2.
        {
          locationId: expect.any(String),
          locationName: 'Olaya',
          reviews: 6,
          replied: 4,
          responseRate: 66.7,
          medianResponseHours: 4.5,
        },
        // 5 of 5; hours 0 (clamped), 1, 3.2, 6.5, 20: the third of five.
        {
          locationId: expect.any(String),
          locationName: 'Malqa',
          reviews: 5,
          replied: 5,
          responseRate: 100,
          medianResponseHours: 3.2,
        },
        // Linked, without reviews in the period.
        {
          locationId: expect.any(String),
          locationName: 'Quiet',
          reviews: 0,
          replied: 0,
          responseRate: 0,
          medianResponseHours: null,
        },
      ],
      byMember: [
        // 1, 3.2, 4, 5: (3.2 + 4) ÷ 2.
        { userId: authors.noura, name: 'Noura Manager', replies: 4, medianResponseHours: 3.6 },
        // 0 (clamped) and 0.75: 0.375, one decimal.
        { userId: authors.faisal, name: 'Faisal Agent', replies: 2, medianResponseHours: 0.4 },
      ],
      // One stored as Google's, two a sync brought without a source.
      repliedOnGoogle: 3,
    });
    expect(new Set(report.byLocation.map((location) => location.locationId)).size).toBe(3);
  });

  it('counts every review the business has when no dates are given', async () => {
    const report = await responsivenessOf();
    // February's reply, 100 hours after its review, joins: hours 0 … 20, 100: (4 + 5) ÷ 2.
    expect(report.overall).toEqual({
      reviews: 12,
      replied: 10,
      responseRate: 83.3,
      medianResponseHours: 4.5,
    });
    expect(
      report.byLocation.map(({ locationName, reviews, replied, medianResponseHours }) => ({
        locationName,
        reviews,
        replied,
        medianResponseHours,
      })),
    ).toEqual([
      // 0.75, 4, 5, 10, 100: the third of five.
      { locationName: 'Olaya', reviews: 7, replied: 5, medianResponseHours: 5 },
      { locationName: 'Malqa', reviews: 5, replied: 5, medianResponseHours: 3.2 },
      { locationName: 'Quiet', reviews: 0, replied: 0, medianResponseHours: null },
    ]);
    expect(report.byMember).toEqual([
      { userId: authors.noura, name: 'Noura Manager', replies: 4, medianResponseHours: 3.6 },
      { userId: authors.faisal, name: 'Faisal Agent', replies: 2, medianResponseHours: 0.4 },
      { userId: authors.owner, name: 'Sara Owner', replies: 1, medianResponseHours: 100 },
    ]);
    expect(report.repliedOnGoogle).toBe(3);
  });

  it('gives zeros, every location and no members for a period without reviews', async () => {
    expect(await responsivenessOf({ startDate: '2024-04-01', endDate: '2024-04-30' })).toEqual({
      overall: { reviews: 0, replied: 0, responseRate: 0, medianResponseHours: null },
      // Equal (none), by name.
      byLocation: ['Malqa', 'Olaya', 'Quiet'].map((locationName) => ({
        locationId: expect.any(String),
        locationName,
        reviews: 0,
        replied: 0,
        responseRate: 0,
        medianResponseHours: null,
      })),
      byMember: [],
      repliedOnGoogle: 0,
    });
  });

  it('gives an empty report to a business without locations', async () => {
    expect(await responsivenessOf({}, await registerAccount(app(), { Business_name: 'No branch' }))).toEqual({
      overall: { reviews: 0, replied: 0, responseRate: 0, medianResponseHours: null },
      byLocation: [],
      byMember: [],
      repliedOnGoogle: 0,
    });
  });

  it('counts only the caller’s own business', async () => {
    expect(await responsivenessOf(MARCH, ownerB)).toEqual({
      overall: { reviews: 3, replied: 2, responseRate: 66.7, medianResponseHours: 1.5 },
      byLocation: [
        {
          locationId: expect.any(String),
          locationName: 'B Branch',
          reviews: 3,
          replied: 2,
          responseRate: 66.7,
          medianResponseHours: 1.5,
        },
      ],
      byMember: [{ userId: ownerB.userId, name: 'Sara Al-Harbi', replies: 1, medianResponseHours: 1 }],
      repliedOnGoogle: 1,
    });
  });
});

describe('GET /api/reports/{businessId}/responsiveness: agreement with the performance summary', () => {
  const PERIODS: Array<Record<string, string>> = [
    {},
    MARCH,
    { startDate: '2024-03-08', endDate: '2024-03-08' },
    { startDate: '2024-03-09', endDate: '2024-03-10' },
    { endDate: '2024-02-29' },
    { startDate: '2024-03-10' },
  ];

  it.each(PERIODS)('has the summary’s total, replied and rate for %o', async (period) => {
    const summary = performanceSummarySchema.parse(
      (await get(`/api/reports/${ownerA.businessId}/performance/summary${query(period)}`)).json().model,
    );
    const report = await responsivenessOf(period);
    expect(report.overall).toMatchObject({
      reviews: summary.totalReviews,
      replied: summary.repliedReviews,
      responseRate: summary.responseRate,
    });
    // The locations share out the whole; members and Google share out the replies (no author was deleted).
    expect(report.byLocation.reduce((sum, location) => sum + location.reviews, 0)).toBe(summary.totalReviews);
    expect(report.byLocation.reduce((sum, location) => sum + location.replied, 0)).toBe(
      summary.repliedReviews,
    );
    expect(report.byMember.reduce((sum, member) => sum + member.replies, 0) + report.repliedOnGoogle).toBe(
      summary.repliedReviews,
    );
  });
});

describe('GET /api/reports/{businessId}/responsiveness: the business’s days', () => {
  it('counts a review at 23:30 in Riyadh in that day, and one at 01:30 in the next', async () => {
    const eighth = await responsivenessOf({ startDate: '2024-03-08', endDate: '2024-03-08' });
    // Only `lateEighth` (20:30 UTC); its reply dated before it counts 0 hours.
    expect(eighth.overall).toEqual({ reviews: 1, replied: 1, responseRate: 100, medianResponseHours: 0 });
    expect(eighth.byMember).toEqual([
      { userId: authors.faisal, name: 'Faisal Agent', replies: 1, medianResponseHours: 0 },
    ]);
    expect(eighth.repliedOnGoogle).toBe(0);

    const ninth = await responsivenessOf({ startDate: '2024-03-09', endDate: '2024-03-09' });
    // `earlyNinth` (22:30 UTC on the 8th) and `ninth`: hours 20 and 6.5, (6.5 + 20) ÷ 2 = 13.25.
    expect(ninth.overall).toEqual({ reviews: 2, replied: 2, responseRate: 100, medianResponseHours: 13.3 });
    expect(ninth.byMember).toEqual([]);
    expect(ninth.repliedOnGoogle).toBe(2);
  });

  it('follows the time zone the business chose', async () => {
    await withTimeZone('UTC', async () => {
      // In UTC both 20:30 and 22:30 on 8 March are that day: hours 0 and 20.
      const eighth = await responsivenessOf({ startDate: '2024-03-08', endDate: '2024-03-08' });
      expect(eighth.overall).toEqual({ reviews: 2, replied: 2, responseRate: 100, medianResponseHours: 10 });
      expect(eighth.repliedOnGoogle).toBe(1);
      const ninth = await responsivenessOf({ startDate: '2024-03-09', endDate: '2024-03-09' });
      expect(ninth.overall).toEqual({ reviews: 1, replied: 1, responseRate: 100, medianResponseHours: 6.5 });
    });
  });
});

describe('GET /api/reports/{businessId}/responsiveness: bad dates', () => {
  const BAD: Array<[values: Record<string, string>, field: string, code: string]> = [
    [{ startDate: '2024-02-30' }, 'startDate', 'reportDateInvalid'],
    [{ startDate: 'yesterday' }, 'startDate', 'reportDateInvalid'],
    [{ endDate: '2024-03-01T00:00:00Z' }, 'endDate', 'reportDateInvalid'],
    [{ startDate: '2024-03-10', endDate: '2024-03-09' }, 'endDate', 'reportDateRangeInvalid'],
  ];

  it.each(BAD)('answers %o with 400 and the field’s message', async (values, field, code) => {
    const response = await get(urlOf(ownerA.businessId, values));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, model: null });
    expect(body.errors[field]).toContain(translateMessage(code, 'en'));
  });

  it('says what is wrong in the reader’s language', async () => {
    const response = await get(urlOf(ownerA.businessId, { startDate: '2024-02-30' }), ownerA, ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ startDate: [translateMessage('reportDateInvalid', 'ar')] });
  });
});

describe('GET /api/reports/{businessId}/responsiveness: whose business', () => {
  it('refuses another business’s id, or anything that is not the caller’s, with 403', async () => {
    for (const other of [ownerB.businessId, randomUUID(), 'not-a-uuid', "' OR 1=1 --"]) {
      const response = await get(urlOf(other, MARCH));
      expect({ other, status: response.statusCode }).toEqual({ other, status: 403 });
      expect(response.json()).toMatchObject({
        success: false,
        model: null,
        message: translateMessage('businessForbidden', 'en'),
      });
    }
  });

  it('serves the caller’s own id, in any case', async () => {
    const response = await get(urlOf(ownerA.businessId.toUpperCase(), MARCH));
    expect(response.statusCode).toBe(200);
    expect(response.json().model).toEqual(await responsivenessOf(MARCH));
  });

  it('refuses a member of another business who names A’s id, even with A’s id as X-Business-Id', async () => {
    expect((await get(urlOf(ownerA.businessId), ownerB)).statusCode).toBe(403);
    const namingA = await app().inject({
      method: 'GET',
      url: urlOf(ownerA.businessId),
      headers: { ...ENGLISH, ...bearer(ownerB.token), 'x-business-id': ownerA.businessId },
    });
    expect(namingA.statusCode).toBe(403);
  });
});

describe('GET /api/reports/{businessId}/responsiveness: who may read', () => {
  it('refuses a caller without a session (401)', async () => {
    const response = await get(urlOf(ownerA.businessId), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, model: null });
  });

  it('refuses a member without ViewAnalytics (403)', async () => {
    const agent = await addTeamMember(app(), ownerA, {
      role: 'Agent',
      permissions: ['ViewReviews', 'ReplyReviews'],
    });
    const response = await get(urlOf(ownerA.businessId), {
      token: agent.token,
      businessId: ownerA.businessId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, model: null });
  });

  it('serves a viewer with ViewAnalytics', async () => {
    const viewer = await addTeamMember(app(), ownerA, { role: 'Viewer', permissions: ['ViewAnalytics'] });
    const response = await get(urlOf(ownerA.businessId, MARCH), {
      token: viewer.token,
      businessId: ownerA.businessId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.overall).toEqual({
      reviews: 11,
      replied: 9,
      responseRate: 81.8,
      medianResponseHours: 4,
    });
  });
});
