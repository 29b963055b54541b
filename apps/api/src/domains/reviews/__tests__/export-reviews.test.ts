// GET /api/Reviews/export through HTTP: a CSV download (UTF-8 with a BOM, text/csv, a dated file name), headers
// and values in the caller's language, Arabic intact, commas, quotes and line breaks quoted, formulas defused;
// exactly the reviews GET /api/Reviews pages through for the same query (filters, search, keyword, sort),
// across batch boundaries that fall between equal dates and ratings; who may export, and only their own.
import { randomUUID } from 'node:crypto';
import { translateMessage, type InboxReview } from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { keywordKey } from '../analysis';
import { REVIEW_EXPORT_BATCH_SIZE } from '../export/review-export-csv';
import { readCsv } from './support/read-csv';

let t: TestApp;
const app = () => t.app;

/** 13:00 on 10 March 2024 in Riyadh (UTC+3), the business's default time zone. */
const NOW = new Date('2024-03-10T10:00:00Z');

interface SeedReview {
  location: 'north' | 'south';
  author?: string | null;
  original?: string | null;
  translated?: string | null;
  language?: string | null;
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  at: string;
  reply?: string;
  replyAt?: string;
  /** Who published the reply through Sumaa; 'former' for a member whose account is gone. */
  repliedBy?: 'manager' | 'former';
  assignedToOwner?: boolean;
  removed?: boolean;
  keywords?: string[];
  /** A reply written in Sumaa that waits for a manager. */
  awaitingApproval?: string;
}

/** Business A's reviews, newest first (UTC; Riyadh is three hours ahead). */
const A_REVIEWS = {
  restaurant: {
    location: 'north',
    author: 'Sara',
    original: 'المطعم رائع والخدمة ممتازة',
    language: 'ar',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-09T21:30:00Z',
    reply: 'شكراً لزيارتك',
    replyAt: '2024-03-10T08:05:00Z',
    keywords: ['مطعم', 'الخدمة'],
  },
  quoting: {
    location: 'south',
    author: 'Smith, John',
    original: 'Good, but "slow"\nwould return\r\nmaybe',
    language: 'en',
    stars: 3,
    sentiment: 'Neutral',
    at: '2024-03-08T09:00:00Z',
    reply: 'Thanks, "John"',
    replyAt: '2024-03-08T10:00:00Z',
    repliedBy: 'manager',
  },
  formulas: {
    location: 'south',
    author: '=HYPERLINK("http://evil.test","click")',
    original: '+SUM(1,2)',
    language: 'en',
    stars: 1,
    sentiment: 'Negative',
    at: '2024-03-07T09:00:00Z',
    reply: '@cmd /c calc',
    replyAt: '2024-03-07T12:00:00Z',
    repliedBy: 'former',
  },
  minus: {
    location: 'north',
    author: '-Reem',
    original: '-2+3 stars is what it deserves',
    language: 'en',
    stars: 2,
    sentiment: 'Negative',
    at: '2024-03-06T09:00:00Z',
    assignedToOwner: true,
    keywords: ['خدمة'],
  },
  translated: {
    location: 'south',
    author: 'Marie',
    original: 'Les baristas sont très respectueux',
    translated: 'The baristas are respectful',
    language: 'other',
    stars: 4,
    sentiment: 'Positive',
    at: '2024-03-05T09:00:00Z',
    awaitingApproval: 'Merci Marie',
  },
  removed: {
    location: 'north',
    author: 'أحمد العتيبي',
    original: 'الخدمه سيئة جدا',
    language: 'ar',
    stars: 1,
    sentiment: 'Negative',
    at: '2024-03-04T09:00:00Z',
    removed: true,
    assignedToOwner: true,
    keywords: ['والخدمة'],
  },
  ratingOnly: {
    location: 'north',
    author: null,
    stars: 4,
    sentiment: 'Positive',
    at: '2024-02-20T09:00:00Z',
  },
} satisfies Record<string, SeedReview>;
type ReviewKey = keyof typeof A_REVIEWS;
const NEWEST_FIRST = Object.keys(A_REVIEWS) as ReviewKey[];

const LOCATION_NAMES = { north: 'فرع الشمال', south: 'South, Corniche' };
const MANAGER_NAME = 'نورة المديرة';

const EN_HEADERS = [
  'Date',
  'Stars',
  'Sentiment',
  'Language',
  'Location',
  'Reviewer',
  'Review (original)',
  'Translation',
  'Reply',
  'Reply date',
  'Replied by',
  'Reply status',
  'Assigned to',
  'Removed from Google',
];
const AR_HEADERS = [
  'التاريخ',
  'النجوم',
  'الانطباع',
  'اللغة',
  'الفرع',
  'كاتب المراجعة',
  'المراجعة (النص الأصلي)',
  'الترجمة',
  'الرد',
  'تاريخ الرد',
  'كاتب الرد',
  'حالة الرد',
  'مسندة إلى',
  'حُذفت من Google',
];

let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
let ownerC: RegisteredAccount;
let manager: { userId: string };
const locationIds: Record<'north' | 'south', string> = { north: '', south: '' };

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

async function insertReview(account: RegisteredAccount, locationId: string, review: SeedReview) {
  const reviewId = randomUUID();
  const replyAuthor = review.repliedBy === 'manager' ? manager.userId : null;
  const assignee = review.assignedToOwner ? account.userId : null;
  const keywords = review.keywords ?? [];
  return app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, author_photo_url,
                            is_anonymous, stars, comment_original, comment_translated, language, sentiment,
                            create_time, update_time, reply_comment, reply_update_time, reply_source,
                            reply_author_id, assigned_to_user_id, assigned_by_user_id, assigned_at, removed_at,
                            keywords, keyword_keys, synced_at)
       VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16, $17, $17,
               CASE WHEN $17::uuid IS NULL THEN NULL ELSE $12::timestamptz END, $18,
               ARRAY(SELECT jsonb_array_elements_text($19::jsonb)),
               ARRAY(SELECT jsonb_array_elements_text($20::jsonb)), $12)
       RETURNING id`,
      [
        account.businessId,
        locationId,
        `accounts/1/locations/x/reviews/${reviewId}`,
        reviewId,
        review.author ?? null,
        !review.author,
        review.stars,
        review.original ?? null,
        review.translated ?? null,
        review.language ?? null,
        review.sentiment,
        review.at,
        review.reply ?? null,
        review.replyAt ?? null,
        review.repliedBy ? 'sumaa' : null,
        replyAuthor,
        assignee,
        review.removed ? review.at : null,
        JSON.stringify(keywords),
        JSON.stringify(keywords.map(keywordKey)),
      ],
    );
    if (review.awaitingApproval)
      await tx.query(
        `INSERT INTO review_replies (business_id, id, author_id, content, reply_status, status, run_at,
                                     max_attempts, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'awaitingApproval', 'idle', $5, 5, $5, $5)`,
        [account.businessId, row.id, manager.userId, review.awaitingApproval, review.at],
      );
    return row.id;
  });
}

/** Business C: more reviews than one batch, on seven distinct times, so batches end between equal keys. */
const C_REVIEWS = 2 * REVIEW_EXPORT_BATCH_SIZE + 437;

async function insertManyReviews(account: RegisteredAccount): Promise<void> {
  const locationId = await insertLocation(account, 'فرع الكثير');
  await app().db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars,
                            comment_original, language, sentiment, create_time, update_time, synced_at)
       SELECT $1, $2, 'accounts/1/locations/c/reviews/' || n, 'c-' || n, 'Reviewer ' || n, 1 + n % 5,
              CASE WHEN n % 2 = 0 THEN 'قهوة رقم ' || n ELSE 'coffee number ' || n END,
              CASE WHEN n % 2 = 0 THEN 'ar' ELSE 'en' END,
              CASE WHEN n % 5 >= 3 THEN 'Positive' WHEN n % 5 = 2 THEN 'Neutral' ELSE 'Negative' END,
              timestamptz '2024-03-01T09:00:00Z' + (n % 7) * interval '1 hour',
              timestamptz '2024-03-01T09:00:00Z', timestamptz '2024-03-01T09:00:00Z'
         FROM generate_series(1, $3::int) AS n`,
      [account.businessId, locationId, C_REVIEWS],
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  ownerA = await registerAccount(app(), { Business_name: 'Export A' });
  ownerB = await registerAccount(app(), { Business_name: 'Export B' });
  ownerC = await registerAccount(app(), { Business_name: 'Export C' });
  manager = await addTeamMember(app(), ownerA, { role: 'Manager', name: MANAGER_NAME });
  locationIds.north = await insertLocation(ownerA, LOCATION_NAMES.north);
  locationIds.south = await insertLocation(ownerA, LOCATION_NAMES.south);
  for (const key of NEWEST_FIRST) {
    const review: SeedReview = A_REVIEWS[key];
    await insertReview(ownerA, locationIds[review.location], review);
  }
  // B's reviews would match A's filters and searches, were the businesses not kept apart.
  const bLocation = await insertLocation(ownerB, 'B branch');
  await insertReview(ownerB, bLocation, {
    location: 'north',
    author: 'Sara',
    original: 'المطعم رائع عند ب',
    language: 'ar',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-09T21:30:00Z',
    keywords: ['مطعم'],
  });
  await insertManyReviews(ownerC);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Session = { token: string; businessId: string };

function sessionHeaders(session: Session, language: Record<string, string> = ENGLISH) {
  return { ...language, ...bearer(session.token), 'x-business-id': session.businessId };
}

function exportAs(
  session: Session | null,
  query: Record<string, string> = {},
  language: Record<string, string> = ENGLISH,
) {
  const search = new URLSearchParams(query).toString();
  return app().inject({
    method: 'GET',
    url: `/api/Reviews/export${search ? `?${search}` : ''}`,
    headers: session ? sessionHeaders(session, language) : language,
  });
}

async function csvOf(
  query: Record<string, string> = {},
  session: Session = ownerA,
  language: Record<string, string> = ENGLISH,
) {
  const response = await exportAs(session, query, language);
  expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
    status: 200,
    type: 'text/csv; charset=utf-8',
  });
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(response.rawPayload);
  return { ...readCsv(text), text };
}

/** The data rows as objects keyed by the English headers. */
async function recordsOf(query: Record<string, string> = {}, session: Session = ownerA) {
  const { rows } = await csvOf(query, session);
  expect(rows[0]).toEqual(EN_HEADERS);
  return rows
    .slice(1)
    .map((row) => Object.fromEntries(EN_HEADERS.map((header, index) => [header, row[index]])));
}

const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** How the CSV writes an inbox review's reviewer and original text: what tells the reviews apart. */
const identityOf = (item: Pick<InboxReview, 'authorName' | 'isAnonymous' | 'originalText'>) =>
  `${defused(item.authorName ?? (item.isAnonymous ? 'Anonymous reviewer' : ''))} | ${defused(item.originalText ?? '')}`;

/** Every review GET /api/Reviews pages through for the query, in its order. */
async function inboxIdentities(query: Record<string, string>, session: Session = ownerA): Promise<string[]> {
  const identities: string[] = [];
  for (let page = 1; ; page += 1) {
    const search = new URLSearchParams({ ...query, page: String(page), pageSize: '100' }).toString();
    const response = await app().inject({
      method: 'GET',
      url: `/api/Reviews?${search}`,
      headers: sessionHeaders(session),
    });
    expect(response.statusCode).toBe(200);
    const items: InboxReview[] = response.json().model.items;
    identities.push(...items.map(identityOf));
    if (items.length < 100) return identities;
  }
}

async function exportIdentities(query: Record<string, string>, session: Session = ownerA): Promise<string[]> {
  const records = await recordsOf(query, session);
  return records.map((record) => `${record.Reviewer} | ${record['Review (original)']}`);
}

describe('GET /api/Reviews/export: the file', () => {
  it('is a CSV download: UTF-8 with a BOM, named with today’s date in the business’s time zone', async () => {
    const response = await exportAs(ownerA);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="sumaa-reviews-2024-03-10.csv"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { bom, rows, text } = await csvOf();
    expect(bom).toBe(true);
    expect(rows).toHaveLength(1 + NEWEST_FIRST.length);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('lets the dashboards on their own origins read the file’s name (CORS exposes Content-Disposition)', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/Reviews/export',
      headers: { ...sessionHeaders(ownerA), origin: 'http://localhost:4201' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(
      /(^|, ?)Content-Disposition(,|$)/i,
    );
  });

  it('writes English headers and readable values: local dates, words for codes, who replied', async () => {
    const records = await recordsOf();
    expect(records.map((record) => record.Reviewer)).toEqual([
      'Sara',
      'Smith, John',
      `'=HYPERLINK("http://evil.test","click")`,
      "'-Reem",
      'Marie',
      'أحمد العتيبي',
      'Anonymous reviewer',
    ]);
    const [restaurant, quoting, formulas, minus, translated, removed, ratingOnly] = records;
    // 21:30 UTC on 9 March is 00:30 on 10 March in Riyadh.
    expect(restaurant).toEqual({
      Date: '2024-03-10 00:30',
      Stars: '5',
      Sentiment: 'Positive',
      Language: 'Arabic',
      Location: 'فرع الشمال',
      Reviewer: 'Sara',
      'Review (original)': 'المطعم رائع والخدمة ممتازة',
      Translation: '',
      Reply: 'شكراً لزيارتك',
      'Reply date': '2024-03-10 11:05',
      'Replied by': 'Google',
      'Reply status': 'Replied',
      'Assigned to': '',
      'Removed from Google': 'No',
    });
    expect(quoting).toMatchObject({ 'Replied by': MANAGER_NAME, Location: 'South, Corniche' });
    expect(formulas).toMatchObject({ 'Replied by': 'Former member', Stars: '1', Sentiment: 'Negative' });
    expect(minus).toMatchObject({ 'Assigned to': 'Sara Al-Harbi', 'Reply status': 'Unreplied', Reply: '' });
    expect(translated).toMatchObject({
      Language: 'Other',
      'Review (original)': 'Les baristas sont très respectueux',
      Translation: 'The baristas are respectful',
      'Reply status': 'Awaiting approval',
      Reply: '',
      'Replied by': '',
    });
    expect(removed).toMatchObject({ 'Removed from Google': 'Yes', 'Assigned to': 'Sara Al-Harbi' });
    expect(ratingOnly).toMatchObject({
      'Review (original)': '',
      Language: '',
      Date: '2024-02-20 12:00',
      'Reply date': '',
    });
  });

  it('writes them in Arabic for an Arabic reader, the Arabic text intact', async () => {
    const { rows } = await csvOf({}, ownerA, ARABIC);
    expect(rows[0]).toEqual(AR_HEADERS);
    expect(rows[1]).toEqual([
      '2024-03-10 00:30',
      '5',
      'إيجابي',
      'العربية',
      'فرع الشمال',
      'Sara',
      'المطعم رائع والخدمة ممتازة',
      '',
      'شكراً لزيارتك',
      '2024-03-10 11:05',
      'Google',
      'تم الرد',
      '',
      'لا',
    ]);
    expect(rows[5].slice(2, 4)).toEqual(['إيجابي', 'لغة أخرى']);
    expect(rows[5][11]).toBe('بانتظار الموافقة');
    expect(rows[6]).toEqual(expect.arrayContaining(['سلبي', 'أحمد العتيبي', 'الخدمه سيئة جدا', 'نعم']));
    expect(rows[7][5]).toBe('مراجِع مجهول');
  });

  it('quotes commas, double quotes and line breaks as RFC 4180 does, and reads back the same text', async () => {
    const { rows, text } = await csvOf();
    expect(text).toContain('"Good, but ""slow""\nwould return\r\nmaybe"');
    expect(text).toContain('"Smith, John"');
    expect(text).toContain('"Thanks, ""John"""');
    const quoting = rows.find((row) => row[5] === 'Smith, John')!;
    expect(quoting[6]).toBe(A_REVIEWS.quoting.original);
    expect(quoting[8]).toBe(A_REVIEWS.quoting.reply);
    expect(rows.every((row) => row.length === EN_HEADERS.length)).toBe(true);
  });

  it('defuses cells that a spreadsheet would run as formulas (=, +, -, @) with a leading quote', async () => {
    const records = await recordsOf();
    const formulas = records[2];
    expect(formulas.Reviewer).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(formulas['Review (original)']).toBe("'+SUM(1,2)");
    expect(formulas.Reply).toBe("'@cmd /c calc");
    expect(records[3]['Review (original)']).toBe("'-2+3 stars is what it deserves");
    // Numbers and dates the export writes itself are left as they are.
    expect(formulas.Stars).toBe('1');
  });

  it('answers only the header row when nothing matches', async () => {
    const { rows } = await csvOf({ search: 'nothing like this anywhere' });
    expect(rows).toEqual([EN_HEADERS]);
  });
});

describe('GET /api/Reviews/export: the same reviews as the inbox', () => {
  const QUERIES: Array<Record<string, string>> = [
    {},
    { sortDir: 'asc' },
    { sortBy: 'stars' },
    { sortBy: 'stars', sortDir: 'asc' },
    { stars: 'ONE' },
    { sentiment: 'Negative' },
    { replied: 'replied' },
    { replied: 'unreplied' },
    { language: 'en' },
    { assigned: 'me' },
    { assigned: 'nobody', replied: 'unreplied' },
    { from: '2024-03-05', to: '2024-03-10' },
    { to: '2024-03-09' },
    { search: 'الخدمة' },
    { search: 'JOHN', replied: 'replied' },
    { search: 'خدمه', assigned: 'me', sortBy: 'stars' },
    { keyword: 'خدمة' },
    { keyword: 'مطعم', sentiment: 'Positive' },
    { keyword: 'الخدمة', search: 'سيئة' },
  ];

  it.each(QUERIES)('answers the inbox’s reviews, in its order, for %j', async (query) => {
    const expected = await inboxIdentities(query);
    // Each query keeps some of A's reviews and leaves out others: the comparison says something.
    expect(expected.length).toBeGreaterThan(0);
    if (Object.keys(query).some((name) => name !== 'sortBy' && name !== 'sortDir'))
      expect(expected.length).toBeLessThan(NEWEST_FIRST.length);
    expect(await exportIdentities(query)).toEqual(expected);
  });

  it('filters by location too', async () => {
    const query = { locationId: locationIds.south };
    const expected = await inboxIdentities(query);
    expect(expected).toHaveLength(3);
    expect(await exportIdentities(query)).toEqual(expected);
  });

  it('refuses a bad query with the inbox’s 400, every field named in the reader’s language', async () => {
    const response = await exportAs(
      ownerA,
      { stars: 'SIX', from: 'yesterday', keyword: 'x'.repeat(61) },
      ARABIC,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      model: null,
      errors: {
        stars: [translateMessage('reviewsStarsInvalid', 'ar')],
        from: [translateMessage('reviewsDateInvalid', 'ar')],
        keyword: [translateMessage('reviewsKeywordTooLong', 'ar')],
      },
    });
  });
});

describe('GET /api/Reviews/export: more reviews than one batch', () => {
  it.each<Record<string, string>>([
    { sortBy: 'reviewDate', sortDir: 'desc' },
    { sortBy: 'reviewDate', sortDir: 'asc' },
    { sortBy: 'stars', sortDir: 'desc' },
    { sortBy: 'stars', sortDir: 'asc' },
    { search: 'قهوه', sortBy: 'stars', sortDir: 'desc' },
    { stars: 'FIVE' },
  ])(
    'writes every review once, in the inbox’s order, across batches that end between equal keys: %j',
    async (query) => {
      const exported = await exportIdentities(query, ownerC);
      expect(exported).toEqual(await inboxIdentities(query, ownerC));
      expect(new Set(exported).size).toBe(exported.length);
    },
    60_000,
  );

  it('holds all of them without a filter', async () => {
    const exported = await exportIdentities({}, ownerC);
    expect(exported).toHaveLength(C_REVIEWS);
    expect(new Set(exported).size).toBe(C_REVIEWS);
    // Half the reviews mention قهوة: more than one batch of matches for the search.
    expect(await exportIdentities({ search: 'قهوة' }, ownerC)).toHaveLength(Math.floor(C_REVIEWS / 2));
  });
});

describe('GET /api/Reviews/export: who may export', () => {
  it('refuses a caller without a session (401)', async () => {
    const response = await exportAs(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, model: null });
  });

  it('refuses a member without ViewReviews (403) and serves one who holds it', async () => {
    const without = await addTeamMember(app(), ownerA, { role: 'Viewer', permissions: ['ViewAnalytics'] });
    const refused = await exportAs({ token: without.token, businessId: ownerA.businessId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, model: null });

    const holder = await addTeamMember(app(), ownerA, { role: 'Agent', permissions: ['ViewReviews'] });
    const { rows } = await csvOf({}, { token: holder.token, businessId: ownerA.businessId });
    expect(rows).toHaveLength(1 + NEWEST_FIRST.length);
  });

  it('gives another business only its own reviews, whatever it asks for', async () => {
    const own = await recordsOf({}, ownerB);
    expect(own.map((record) => record['Review (original)'])).toEqual(['المطعم رائع عند ب']);
    expect(await recordsOf({ locationId: locationIds.north }, ownerB)).toEqual([]);
    expect(await recordsOf({ search: 'الخدمة' }, ownerB)).toEqual([]);
    expect((await recordsOf({ keyword: 'مطعم' }, ownerB)).map((record) => record.Reviewer)).toEqual(['Sara']);
    const namingA = await app().inject({
      method: 'GET',
      url: '/api/Reviews/export',
      headers: { ...ENGLISH, ...bearer(ownerB.token), 'x-business-id': ownerA.businessId },
    });
    expect(namingA.statusCode).toBe(403);
  });
});
