// GET /api/Reviews?keyword=…, the inbox opened from an analytics keyword: every spelling of the keyword finds
// the same reviews (الخدمة, خدمة, والخدمة; room, rooms), it combines with the search, the stars and the dates,
// and the inbox's total for a keyword of GET /api/Reports/keywords is that keyword's mentions in the same days.
// The reviews are stored as the sync stores them (toReviewRecord and upsertReviews), keys and version included.
import { randomUUID } from 'node:crypto';
import {
  keywordsReportSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  translateMessage,
  type ReviewListQuery,
  type ReviewPage,
} from '@sumaa/contracts';
import { ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { GoogleReview } from '../../google';
import { ANALYSIS_VERSION } from '../analysis';
import { whereClause } from '../inbox-store';
import { toReviewRecord } from '../review-records';
import { upsertReviews } from '../reviews-store';

let t: TestApp;
const app = () => t.app;

const STAR_NAMES = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;

interface SeedReview {
  comment: string;
  stars: 1 | 2 | 3 | 4 | 5;
  /** UTC; the business's days are Riyadh's (UTC+3). */
  at: string;
}

/** Business A's reviews. The service reviews spell it three ways; `rooms` and `room` are one English keyword. */
const A_REVIEWS = {
  serviceArticle: { comment: 'الخدمة ممتازة والقهوة لذيذة', stars: 5, at: '2024-03-10T09:00:00Z' },
  serviceBare: { comment: 'خدمة سريعة', stars: 4, at: '2024-03-09T09:00:00Z' },
  serviceWithWaw: { comment: 'الموظفين لطيفين والخدمة بطيئة', stars: 2, at: '2024-03-08T09:00:00Z' },
  coffeeOnly: { comment: 'القهوة باردة', stars: 1, at: '2024-03-07T09:00:00Z' },
  rooms: { comment: 'The rooms were clean and the staff friendly', stars: 5, at: '2024-03-06T09:00:00Z' },
  room: { comment: 'Our room had a great view', stars: 4, at: '2024-03-05T09:00:00Z' },
  viewOnly: { comment: 'Nice view from the terrace', stars: 3, at: '2024-03-04T09:00:00Z' },
  serviceInJanuary: { comment: 'الخدمة رائعة', stars: 5, at: '2024-01-15T09:00:00Z' },
} satisfies Record<string, SeedReview>;
type ReviewKey = keyof typeof A_REVIEWS;

let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
const keyOf = new Map<string, ReviewKey>();

function googleReview(locationName: string, review: SeedReview): GoogleReview {
  const reviewId = randomUUID();
  return {
    name: `${locationName}/reviews/${reviewId}`,
    reviewId,
    reviewer: { displayName: 'Reviewer' },
    starRating: STAR_NAMES[review.stars - 1],
    comment: review.comment,
    createTime: review.at,
    updateTime: review.at,
  };
}

/** A linked location of the account and the reviews stored in it as the sync stores them; their names. */
async function storeReviews(account: RegisteredAccount, reviews: readonly SeedReview[]): Promise<string[]> {
  const placeId = `place-${randomUUID()}`;
  const locationName = `accounts/1/locations/${placeId}`;
  const google = reviews.map((review) => googleReview(locationName, review));
  await app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = t.clock.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      account.businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, 'Branch', $4, $4) RETURNING id`,
      [account.businessId, locationName, placeId, now],
    );
    const records = google.flatMap((review) => toReviewRecord(review) ?? []);
    await upsertReviews(
      tx,
      { businessId: account.businessId, locationId: location.id, syncedAt: now },
      records,
    );
  });
  return google.map((review) => review.name);
}

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await registerAccount(app(), { Business_name: 'Keywords A' });
  ownerB = await registerAccount(app(), { Business_name: 'Keywords B' });
  const keys = Object.keys(A_REVIEWS) as ReviewKey[];
  const names = await storeReviews(
    ownerA,
    keys.map((key) => A_REVIEWS[key]),
  );
  const rows = await app().db.tenantTransaction({ businessId: ownerA.businessId, userId: null }, (tx) =>
    tx.query<{ id: string; google_name: string }>(
      'SELECT id, google_name FROM reviews WHERE business_id = $1',
      [ownerA.businessId],
    ),
  );
  for (const row of rows) keyOf.set(row.id, keys[names.indexOf(row.google_name)]);
  // B's reviews use A's words: A's keyword never finds them.
  await storeReviews(ownerB, [
    { comment: 'الخدمة ممتازة', stars: 5, at: '2024-03-10T10:00:00Z' },
    { comment: 'Lovely rooms', stars: 5, at: '2024-03-10T11:00:00Z' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, session: RegisteredAccount = ownerA) {
  return app().inject({
    method: 'GET',
    url,
    headers: { ...ENGLISH, ...bearer(session.token), 'x-business-id': session.businessId },
  });
}

function queryString(query: ReviewListQuery | Record<string, string>): string {
  return new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)] as [string, string]),
  ).toString();
}

async function pageOf(query: ReviewListQuery, session: RegisteredAccount = ownerA): Promise<ReviewPage> {
  const response = await get(`/api/Reviews?${queryString(query)}`, session);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 200,
    body: { success: true },
  });
  return reviewPageSchema.parse(response.json().model);
}

/** The keys of A's reviews a query finds (every page), and the total the page gave. */
async function found(query: ReviewListQuery): Promise<{ keys: Set<ReviewKey | 'not A'>; total: number }> {
  const page = await pageOf({ pageSize: 100, ...query });
  expect(page.items).toHaveLength(page.total);
  return { keys: new Set(page.items.map((item) => keyOf.get(item.id) ?? 'not A')), total: page.total };
}

describe('the stored reviews', () => {
  it('carry the keys of their keywords and the analysis version that computed them', async () => {
    const rows = await app().db.tenantTransaction({ businessId: ownerA.businessId, userId: null }, (tx) =>
      tx.query<{ id: string; keywords: string[]; keyword_keys: string[]; analysis_version: number }>(
        'SELECT id, keywords, keyword_keys, analysis_version FROM reviews WHERE business_id = $1',
        [ownerA.businessId],
      ),
    );
    expect(rows).toHaveLength(Object.keys(A_REVIEWS).length);
    for (const row of rows) expect(row.analysis_version).toBe(ANALYSIS_VERSION);
    const byKey = new Map(rows.map((row) => [keyOf.get(row.id), row]));
    expect(byKey.get('serviceWithWaw')).toMatchObject({ keywords: expect.arrayContaining(['خدمة']) });
    expect(byKey.get('serviceWithWaw')!.keyword_keys).toContain('خدمه');
    expect(byKey.get('rooms')!.keyword_keys).toContain('room');
    expect(byKey.get('room')!.keyword_keys).toContain('room');
  });
});

describe('GET /api/Reviews?keyword=', () => {
  const SERVICE: ReviewKey[] = ['serviceArticle', 'serviceBare', 'serviceWithWaw', 'serviceInJanuary'];

  it.each(['خدمة', 'الخدمة', 'والخدمة', 'خدمه', 'بالخدمة', 'الخِدْمَة', ' خدمة '])(
    'finds every spelling of a keyword written as “%s”',
    async (keyword) => {
      expect(await found({ keyword })).toEqual({ keys: new Set(SERVICE), total: SERVICE.length });
    },
  );

  it('counts English singular and plural as one keyword, whatever the case', async () => {
    for (const keyword of ['room', 'rooms', 'Rooms', 'ROOM']) {
      expect(await found({ keyword })).toEqual({ keys: new Set(['rooms', 'room']), total: 2 });
    }
    expect((await found({ keyword: 'view' })).keys).toEqual(new Set(['room', 'viewOnly']));
  });

  it('finds nothing for a word no review is about, and a keyword of marks alone filters nothing', async () => {
    expect(await found({ keyword: 'parking' })).toEqual({ keys: new Set(), total: 0 });
    // A stop word is never stored as a keyword.
    expect((await found({ keyword: 'the' })).total).toBe(0);
    const all = (await pageOf({})).total;
    expect((await pageOf({ keyword: 'ـــ' })).total).toBe(all);
    expect((await pageOf({ keyword: '' })).total).toBe(all);
  });

  it('combines with the stars, the sentiment, the dates and the pages', async () => {
    expect((await found({ keyword: 'خدمة', stars: 'FIVE' })).keys).toEqual(
      new Set(['serviceArticle', 'serviceInJanuary']),
    );
    expect((await found({ keyword: 'قهوة', sentiment: 'Negative' })).keys).toEqual(new Set(['coffeeOnly']));
    expect((await found({ keyword: 'خدمة', from: '2024-03-01', to: '2024-03-31' })).keys).toEqual(
      new Set(['serviceArticle', 'serviceBare', 'serviceWithWaw']),
    );
    const first = await pageOf({ keyword: 'الخدمة', pageSize: 3 });
    const second = await pageOf({ keyword: 'الخدمة', pageSize: 3, page: 2 });
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...first.items, ...second.items].map((item) => keyOf.get(item.id))).toEqual(SERVICE);
  });

  it('combines with the search: the reviews holding both the keyword and the searched text', async () => {
    expect((await found({ keyword: 'خدمة', search: 'بطيئه' })).keys).toEqual(new Set(['serviceWithWaw']));
    // القهوة is in serviceArticle and coffeeOnly; only the first is about the service.
    expect((await found({ keyword: 'خدمة', search: 'القهوة' })).keys).toEqual(new Set(['serviceArticle']));
    expect((await found({ search: 'القهوة', keyword: 'قهوه', stars: 'ONE' })).keys).toEqual(
      new Set(['coffeeOnly']),
    );
    expect((await found({ keyword: 'room', search: 'staff' })).keys).toEqual(new Set(['rooms']));
    expect(await found({ keyword: 'room', search: 'قهوة' })).toEqual({ keys: new Set(), total: 0 });
    // The total of a page short of full, and of one that is full.
    const page = await pageOf({ keyword: 'خدمة', search: 'ال', pageSize: 1 });
    expect(page.total).toBe((await found({ keyword: 'خدمة', search: 'ال' })).total);
    expect(page.items).toHaveLength(1);
  });

  it('keeps to the business: another business’s reviews with the same words are never found', async () => {
    expect((await found({ keyword: 'خدمة' })).keys.has('not A')).toBe(false);
    const b = await pageOf({ keyword: 'خدمة', pageSize: 100 }, ownerB);
    expect(b.total).toBe(1);
    expect(b.items[0].content).toBe('الخدمة ممتازة');
    expect((await pageOf({ keyword: 'room', search: 'Lovely' }, ownerB)).total).toBe(1);
  });

  it('answers a keyword over 60 characters with 400 and the field’s message', async () => {
    const response = await get(`/api/Reviews?keyword=${'a'.repeat(61)}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(translateMessage('reviewsKeywordTooLong', 'en'));
  });
});

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Function Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, each with the relationship to its parent of each node above it (outermost first). */
function planNodes(node: PlanNode, path: string[] = []): Array<{ node: PlanNode; path: string[] }> {
  const here = [...path, node['Parent Relationship'] ?? 'Root'];
  return [{ node, path: here }, ...(node.Plans ?? []).flatMap((child) => planNodes(child, here))];
}

describe('the keyword lookup in the query plan', () => {
  it('is declared to find few reviews (ROWS 100, migration 016), so they are read by primary key', async () => {
    const [lookup] = await app().db.query<{ prorows: number }>(
      `SELECT prorows FROM pg_proc WHERE proname = 'app_reviews_with_keyword'`,
    );
    expect(Number(lookup.prorows)).toBe(100);
  });

  it.each([
    ['alone', {}],
    ['with the search', { search: 'ال' }],
  ])(
    'is called once, before the scan (an InitPlan), even when the planner may not hash or merge (%s)',
    async (_, extra) => {
      const filters = reviewListQuerySchema.parse({ keyword: 'خدمة', ...extra });
      const where = whereClause(ownerA.businessId, filters, 'Asia/Riyadh', null);
      const source = where.pattern ? `app_reviews_matching(lower(${where.pattern}))` : 'reviews';
      const [plan] = await app().db.tenantTransaction(
        { businessId: ownerA.businessId, userId: null },
        async (tx) => {
          // What a planner misled by stale statistics may choose: joins done as nested loops.
          await tx.query('SET LOCAL enable_hashjoin = off');
          await tx.query('SET LOCAL enable_mergejoin = off');
          return tx.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
            `EXPLAIN (ANALYZE, FORMAT JSON) SELECT r.id FROM ${source} AS r WHERE ${where.sql}`,
            where.parameters,
          );
        },
      );
      const lookups = planNodes(plan['QUERY PLAN'][0].Plan).filter(
        ({ node }) => node['Function Name'] === 'app_reviews_with_keyword',
      );
      expect(lookups).toHaveLength(1);
      expect(lookups[0].node['Actual Loops']).toBe(1);
      expect(lookups[0].path).toContain('InitPlan');
    },
  );
});

describe('a keyword of the analytics opens exactly its reviews', () => {
  it.each([
    ['March', '2024-03-01', '2024-03-31'],
    ['the whole period', '2024-01-01', '2024-03-31'],
  ])('the inbox total for each keyword of %s is its mentions', async (_label, startDate, endDate) => {
    const response = await get(
      `/api/Reports/keywords?${queryString({ startDate, endDate, rowLimit: '50' })}`,
    );
    expect(response.statusCode).toBe(200);
    const keywords = keywordsReportSchema.parse(response.json().model);
    expect(keywords.map((keyword) => keyword.keyword)).toEqual(expect.arrayContaining(['خدمة', 'قهوة']));
    for (const { keyword, mentions } of keywords) {
      const page = await pageOf({ keyword, from: startDate, to: endDate });
      expect({ keyword, total: page.total }).toEqual({ keyword, total: mentions });
    }
  });
});
