// GET /api/Reviews, the inbox, through HTTP: the page and its total, every filter and sort, the Arabic-aware
// search (hamza, ى/ي, ة/ه, diacritics, tatweel, English case, author and translation), bad values answered
// 400 with field errors, who may read (ViewReviews) and that one business never sees another's reviews.
// Business A's reviews are written in SQL with exact dates; one test goes through the real sync.
import { randomUUID } from 'node:crypto';
import { inboxReviewSchema, reviewPageSchema, translateMessage, type ReviewPage } from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import {
  STANDIN_USERS,
  asMember,
  connectedOwner,
  googleTranslatedComment,
  linkOrFail,
  seededLocations,
  startStandinTestBed,
  startSync,
  type StandinTestBed,
} from './support/standin-steps';

let bed: StandinTestBed;
const app = () => bed.t.app;

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
}

/**
 * Business A's reviews, newest first. Dates are UTC; the business's days are Riyadh's (UTC+3), so `ahmad`
 * is 9 March there and `escape` 25 March's last minute.
 */
const A_REVIEWS = {
  restaurant: {
    location: 'north',
    author: 'Sara',
    original: 'المطعم رائع والخدمة ممتازة',
    language: 'ar',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-10T09:00:00Z',
    reply: 'شكراً لزيارتك',
  },
  ahmad: {
    location: 'north',
    author: 'أحمد العتيبي',
    original: 'تجربة جيدة بشكل عام',
    language: 'ar',
    stars: 4,
    sentiment: 'Positive',
    at: '2024-03-08T22:30:00Z',
  },
  ahmadInText: {
    location: 'north',
    author: 'Noura',
    original: 'شكرا احمد للخدمة',
    language: 'ar',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-08T09:00:00Z',
  },
  school: {
    location: 'south',
    author: 'Khalid',
    original: 'المكان قريب من مدرسه البنات',
    language: 'ar',
    stars: 3,
    sentiment: 'Neutral',
    at: '2024-03-07T09:00:00Z',
  },
  ala: {
    location: 'south',
    author: 'Reem',
    original: 'حصلت على خصم ممتاز',
    language: 'ar',
    stars: 4,
    sentiment: 'Positive',
    at: '2024-03-06T09:00:00Z',
  },
  ali: {
    location: 'south',
    author: 'علي الحربي',
    original: 'Nice place',
    language: 'en',
    stars: 4,
    sentiment: 'Positive',
    at: '2024-03-05T09:00:00Z',
  },
  tatweel: {
    location: 'north',
    author: 'Huda',
    original: 'مكان جـمـيـل',
    language: 'ar',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-04T09:00:00Z',
    reply: 'نسعد بزيارتك',
  },
  diacritics: {
    location: 'north',
    author: 'Omar',
    original: 'طعام جَمِيل ولذيذ',
    language: 'ar',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-03T09:00:00Z',
  },
  english: {
    location: 'south',
    author: 'John Smith',
    original: 'Great COFFEE and friendly staff',
    language: 'en',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-02T09:00:00Z',
    reply: 'Thank you John',
  },
  translated: {
    location: 'south',
    author: 'Marie',
    original: 'Les baristas sont très respectueux',
    translated: 'The baristas are respectful',
    language: 'other',
    stars: 4,
    sentiment: 'Positive',
    at: '2024-03-01T09:00:00Z',
  },
  negative: {
    location: 'north',
    author: 'Fahad',
    original: 'الخدمة سيئة جدا',
    language: 'ar',
    stars: 1,
    sentiment: 'Negative',
    at: '2024-02-28T09:00:00Z',
  },
  ratingOnly: {
    location: 'north',
    author: null,
    original: null,
    language: null,
    stars: 2,
    sentiment: 'Negative',
    at: '2024-02-27T09:00:00Z',
  },
  view: {
    location: 'south',
    author: 'Saad',
    original: 'اطلاله رائعه للبحر',
    language: 'ar',
    stars: 3,
    sentiment: 'Neutral',
    at: '2024-02-26T09:00:00Z',
  },
  escape: {
    location: 'south',
    author: 'Lina',
    original: '100% natural_juice',
    language: 'en',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-02-25T20:59:00Z',
  },
} satisfies Record<string, SeedReview>;
type ReviewKey = keyof typeof A_REVIEWS;
const NEWEST_FIRST = Object.keys(A_REVIEWS) as ReviewKey[];
const ALL = NEWEST_FIRST.length;

let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
/** Review id → key, for A's reviews. */
const keyOf = new Map<string, ReviewKey>();
const locationIds: Record<'north' | 'south', string> = { north: '', south: '' };
const LOCATION_NAMES = { north: 'فرع الشمال', south: 'South Branch' };

async function insertLocation(account: RegisteredAccount, name: string): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = bed.t.clock.now();
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
  return app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, author_photo_url,
                            is_anonymous, stars, comment_original, comment_translated, language, sentiment,
                            create_time, update_time, reply_comment, reply_update_time, synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $13)
       RETURNING id`,
      [
        account.businessId,
        locationId,
        `accounts/1/locations/x/reviews/${reviewId}`,
        reviewId,
        review.author ?? null,
        review.author ? `https://lh3.googleusercontent.test/${reviewId}` : null,
        !review.author,
        review.stars,
        review.original ?? null,
        review.translated ?? null,
        review.language ?? null,
        review.sentiment,
        review.at,
        review.reply ?? null,
        review.reply ? '2024-03-11T08:00:00Z' : null,
      ],
    );
    return row.id;
  });
}

beforeAll(async () => {
  bed = await startStandinTestBed();
  ownerA = await registerAccount(app(), { Business_name: 'Reviews A' });
  ownerB = await registerAccount(app(), { Business_name: 'Reviews B' });
  locationIds.north = await insertLocation(ownerA, LOCATION_NAMES.north);
  locationIds.south = await insertLocation(ownerA, LOCATION_NAMES.south);
  for (const key of NEWEST_FIRST) {
    const review: SeedReview = A_REVIEWS[key];
    keyOf.set(await insertReview(ownerA, locationIds[review.location], review), key);
  }
  // B's reviews would match A's searches, were the business not kept apart.
  const bLocation = await insertLocation(ownerB, 'B branch');
  for (const original of ['مطعم ب ممتاز', 'Great COFFEE at B']) {
    await insertReview(ownerB, bLocation, {
      location: 'north',
      author: 'أحمد',
      original,
      language: 'ar',
      stars: 5,
      sentiment: 'Positive',
      at: '2024-03-10T10:00:00Z',
    });
  }
});
afterAll(async () => {
  await bed?.close();
});

function listAs(
  session: { token: string; businessId: string },
  query: Record<string, string> | string = {},
  headers: Record<string, string> = ENGLISH,
) {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return app().inject({
    method: 'GET',
    url: `/api/Reviews${search ? `?${search}` : ''}`,
    headers: asMember(session, headers),
  });
}

async function pageOf(query: Record<string, string> | string = {}): Promise<ReviewPage> {
  const response = await listAs(ownerA, query);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 200,
    body: { success: true },
  });
  return reviewPageSchema.parse(response.json().model);
}

/** The keys of the reviews a query returns, in order (A's reviews only). */
async function keysOf(query: Record<string, string> | string = {}): Promise<Array<ReviewKey | 'not A'>> {
  const page = await pageOf({ pageSize: '100', ...(typeof query === 'string' ? {} : query) });
  return page.items.map((item) => keyOf.get(item.id) ?? 'not A');
}

const searchFor = async (search: string) => new Set(await keysOf({ search }));

describe('GET /api/Reviews: the page', () => {
  it('lists the business’s reviews newest first, ten a page by default, with the total', async () => {
    const page = await pageOf();
    expect(page).toMatchObject({ total: ALL, page: 1, pageSize: 10 });
    expect(page.items.map((item) => keyOf.get(item.id))).toEqual(NEWEST_FIRST.slice(0, 10));
  });

  it('pages through them: every review once, the total on every page, an empty page past the end', async () => {
    const seen: string[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = await pageOf({ page: String(pageNumber), pageSize: '5' });
      expect(page).toMatchObject({ total: ALL, page: pageNumber, pageSize: 5 });
      seen.push(...page.items.map((item) => keyOf.get(item.id)!));
    }
    expect(seen).toEqual(NEWEST_FIRST);
    expect(await pageOf({ page: '4', pageSize: '5' })).toEqual({
      items: [],
      total: ALL,
      page: 4,
      pageSize: 5,
    });
    for (const pageSize of ['25', '50', '1', '100']) {
      const page = await pageOf({ pageSize });
      expect(page.items).toHaveLength(Math.min(Number(pageSize), ALL));
    }
  });

  it('carries the fields of spec §3 and what the inbox shows beyond them', async () => {
    const items = (await pageOf({ pageSize: '100' })).items;
    const byKey = (key: ReviewKey) => items.find((item) => keyOf.get(item.id) === key)!;
    for (const item of items) inboxReviewSchema.parse(item);
    expect(byKey('restaurant')).toEqual({
      id: expect.any(String),
      authorName: 'Sara',
      authorUrl: expect.stringMatching(/^https:\/\/lh3\.googleusercontent\.test\//),
      stars: 5,
      content: 'المطعم رائع والخدمة ممتازة',
      reviewDate: '2024-03-10T09:00:00.000Z',
      sentiment: 'Positive',
      platform: 'Google',
      branch: LOCATION_NAMES.north,
      replied: true,
      reply: 'شكراً لزيارتك',
      replyDate: '2024-03-11T08:00:00.000Z',
      replyUser: null,
      replyUserId: null,
      assignment: null,
      originalText: 'المطعم رائع والخدمة ممتازة',
      translatedText: null,
      language: 'ar',
      locationId: locationIds.north,
      locationName: LOCATION_NAMES.north,
      isAnonymous: false,
      replySource: 'google',
      replyState: null,
      removedAtGoogle: null,
    });
    expect(byKey('ratingOnly')).toMatchObject({
      authorName: null,
      authorUrl: null,
      isAnonymous: true,
      content: null,
      originalText: null,
      translatedText: null,
      language: null,
      replied: false,
      reply: null,
      replyDate: null,
      replySource: null,
    });
    expect(byKey('translated')).toMatchObject({
      content: 'Les baristas sont très respectueux',
      originalText: 'Les baristas sont très respectueux',
      translatedText: 'The baristas are respectful',
      language: 'other',
      branch: LOCATION_NAMES.south,
      locationName: LOCATION_NAMES.south,
      locationId: locationIds.south,
    });
  });
});

describe('GET /api/Reviews: sorting', () => {
  it('sorts by date, newest first unless asked otherwise', async () => {
    expect(await keysOf({ sortBy: 'reviewDate', sortDir: 'desc' })).toEqual(NEWEST_FIRST);
    expect(await keysOf({ sortBy: 'reviewDate' })).toEqual(NEWEST_FIRST);
    expect(await keysOf({ sortDir: 'asc' })).toEqual([...NEWEST_FIRST].reverse());
  });

  it('sorts by rating either way, newest first within a rating', async () => {
    const byRating = ['restaurant', 'ahmadInText', 'tatweel', 'diacritics', 'english', 'escape'];
    const fours = ['ahmad', 'ala', 'ali', 'translated'];
    expect(await keysOf({ sortBy: 'stars', sortDir: 'desc' })).toEqual([
      ...byRating,
      ...fours,
      'school',
      'view',
      'ratingOnly',
      'negative',
    ]);
    expect(await keysOf({ sortBy: 'stars', sortDir: 'asc' })).toEqual([
      'negative',
      'ratingOnly',
      'school',
      'view',
      ...fours,
      ...byRating,
    ]);
  });
});

describe('GET /api/Reviews: filters', () => {
  it('filters by stars; the counts of the five ratings add up to the unfiltered total', async () => {
    const totals: Record<string, number> = {};
    for (const stars of ['FIVE', 'FOUR', 'THREE', 'TWO', 'ONE']) {
      const page = await pageOf({ stars, pageSize: '100' });
      totals[stars] = page.total;
      expect(new Set(page.items.map((item) => item.stars))).toEqual(
        new Set(page.total ? [['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].indexOf(stars) + 1] : []),
      );
    }
    expect(totals).toEqual({ FIVE: 6, FOUR: 4, THREE: 2, TWO: 1, ONE: 1 });
    const sum = Object.values(totals).reduce((a, b) => a + b, 0);
    expect(sum).toBe((await pageOf()).total);
    expect((await pageOf({ stars: 'ALL' })).total).toBe(ALL);
  });

  it('filters by sentiment', async () => {
    expect(await keysOf({ sentiment: 'Negative' })).toEqual(['negative', 'ratingOnly']);
    expect(await keysOf({ sentiment: 'Neutral' })).toEqual(['school', 'view']);
    expect((await pageOf({ sentiment: 'Positive' })).total).toBe(10);
    expect((await pageOf({ sentiment: 'ALL' })).total).toBe(ALL);
  });

  it('filters replied and unreplied reviews', async () => {
    expect(await keysOf({ replied: 'replied' })).toEqual(['restaurant', 'tatweel', 'english']);
    const unreplied = await keysOf({ replied: 'unreplied' });
    expect(unreplied).toHaveLength(ALL - 3);
    expect(unreplied).not.toEqual(expect.arrayContaining(['restaurant', 'tatweel', 'english']));
    expect((await pageOf({ replied: 'all' })).total).toBe(ALL);
  });

  it('filters by location; an unknown location has none', async () => {
    expect(await keysOf({ locationId: locationIds.south })).toEqual([
      'school',
      'ala',
      'ali',
      'english',
      'translated',
      'view',
      'escape',
    ]);
    expect((await pageOf({ locationId: locationIds.north })).total).toBe(7);
    expect(await pageOf({ locationId: randomUUID() })).toMatchObject({ items: [], total: 0 });
  });

  it('filters by the language of the original (a rating without text has none)', async () => {
    expect(await keysOf({ language: 'en' })).toEqual(['ali', 'english', 'escape']);
    expect(await keysOf({ language: 'other' })).toEqual(['translated']);
    expect((await pageOf({ language: 'ar' })).total).toBe(9);
    expect((await pageOf({ language: 'all' })).total).toBe(ALL);
  });

  it('filters by a range of the business’s days (Riyadh by default), both ends included', async () => {
    // 2024-03-08T22:30Z is 9 March in Riyadh.
    expect(await keysOf({ from: '2024-03-09', to: '2024-03-09' })).toEqual(['ahmad']);
    expect(await keysOf({ from: '2024-03-08', to: '2024-03-10' })).toEqual([
      'restaurant',
      'ahmad',
      'ahmadInText',
    ]);
    // 2024-02-25T20:59Z is the last minute of 25 February in Riyadh.
    expect(await keysOf({ to: '2024-02-25' })).toEqual(['escape']);
    expect((await pageOf({ from: '2024-02-26' })).total).toBe(ALL - 1);
    expect((await pageOf({ from: '2024-03-11' })).total).toBe(0);
  });

  it('reads the range in the time zone the business chose', async () => {
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/business-settings',
      headers: asMember(ownerA),
      payload: { preferences: { timezone: 'UTC' } },
    });
    try {
      expect(saved.statusCode).toBe(200);
      expect(await keysOf({ from: '2024-03-08', to: '2024-03-08' })).toEqual(['ahmad', 'ahmadInText']);
    } finally {
      await app().inject({
        method: 'PUT',
        url: '/api/business-settings',
        headers: asMember(ownerA),
        payload: { preferences: { timezone: 'Asia/Riyadh' } },
      });
    }
  });

  it('combines filters, search and sort', async () => {
    expect(
      await keysOf({
        stars: 'FIVE',
        sentiment: 'Positive',
        replied: 'unreplied',
        locationId: locationIds.north,
        language: 'ar',
        from: '2024-03-01',
        to: '2024-03-31',
        search: 'جميل',
        sortBy: 'stars',
        sortDir: 'asc',
      }),
    ).toEqual(['diacritics']);
  });
});

describe('GET /api/Reviews: Arabic-aware search', () => {
  it('finds a word inside a longer one: مطعم in المطعم', async () => {
    expect(await searchFor('مطعم')).toEqual(new Set(['restaurant']));
  });

  it('matches any form of alef with hamza, either side: أحمد and احمد', async () => {
    expect(await searchFor('أحمد')).toEqual(new Set(['ahmad', 'ahmadInText']));
    expect(await searchFor('احمد')).toEqual(new Set(['ahmad', 'ahmadInText']));
    expect(await searchFor('إطلالة')).toEqual(new Set(['view']));
  });

  it('matches ة and ه: مدرسة finds مدرسه', async () => {
    expect(await searchFor('مدرسة')).toEqual(new Set(['school']));
    expect(await searchFor('مدرسه')).toEqual(new Set(['school']));
  });

  it('matches ى and ي: على and علي find each other', async () => {
    expect(await searchFor('علي')).toEqual(new Set(['ala', 'ali']));
    expect(await searchFor('على')).toEqual(new Set(['ala', 'ali']));
  });

  it('ignores diacritics and tatweel on either side', async () => {
    for (const term of ['جميل', 'جـمـيـل', 'جَمِيل', 'جَـمِـيـلٌ']) {
      expect({ term, found: await searchFor(term) }).toEqual({
        term,
        found: new Set(['tatweel', 'diacritics']),
      });
    }
  });

  it('is case-insensitive in English', async () => {
    for (const term of ['coffee', 'Coffee', 'COFFEE', 'FRIENDLY Staff']) {
      expect({ term, found: await searchFor(term) }).toEqual({ term, found: new Set(['english']) });
    }
  });

  it('searches the author’s name and Google’s translation', async () => {
    expect(await searchFor('john smith')).toEqual(new Set(['english']));
    expect(await searchFor('الحربي')).toEqual(new Set(['ali']));
    expect(await searchFor('respectful')).toEqual(new Set(['translated']));
    expect(await searchFor('BARISTAS')).toEqual(new Set(['translated']));
  });

  it('takes % and _ literally, trims the term, and counts only what matches', async () => {
    expect(await searchFor('%')).toEqual(new Set(['escape']));
    expect(await searchFor('natural_juice')).toEqual(new Set(['escape']));
    // As wildcards, `__` would match "l_" and `%` anything.
    expect(await searchFor('natura__juice')).toEqual(new Set());
    expect(await searchFor('natural%juice')).toEqual(new Set());
    expect(await searchFor('  مطعم  ')).toEqual(new Set(['restaurant']));
    expect((await pageOf({ search: 'جميل' })).total).toBe(2);
    expect(await pageOf({ search: 'لا يوجد شيء كهذا' })).toMatchObject({ items: [], total: 0 });
  });

  it('treats a search of nothing but spaces, tatweel or diacritics as no search', async () => {
    for (const search of ['', '   ', 'ـــ', 'َُ']) {
      expect((await pageOf({ search })).total).toBe(ALL);
    }
  });

  it('finds reviews stored by the sync: the original, Google’s translation and the author', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const location = seededLocations(bed.standin, STANDIN_USERS.cafeOwner).reduce((smallest, candidate) =>
      candidate.reviewCount < smallest.reviewCount ? candidate : smallest,
    );
    bed.standin.addReview({
      location: location.name,
      starRating: 'FIVE',
      comment: googleTranslatedComment('The coffee is delicious', 'القَهْوَة لذيذة جـداً'),
      reviewerName: 'فاطمة الزهراء',
    });
    await linkOrFail(app(), owner, [location.placeId]);
    expect((await startSync(app(), owner)).statusCode).toBe(202);
    await app().jobs.runUntilIdle();

    for (const search of ['القهوه لذيذه جدا', 'DELICIOUS', 'فاطمه']) {
      const response = await listAs(owner, { search });
      expect(response.statusCode).toBe(200);
      const page = reviewPageSchema.parse(response.json().model);
      expect({ search, authors: page.items.map((item) => item.authorName) }).toEqual({
        search,
        authors: ['فاطمة الزهراء'],
      });
      expect(page.items[0]).toMatchObject({
        originalText: 'القَهْوَة لذيذة جـداً',
        translatedText: 'The coffee is delicious',
        language: 'ar',
      });
    }
  });
});

describe('GET /api/Reviews: bad values', () => {
  const BAD: Array<[query: string, field: string, code: string]> = [
    ['page=0', 'page', 'reviewsPageInvalid'],
    ['page=-2', 'page', 'reviewsPageInvalid'],
    ['page=1.5', 'page', 'reviewsPageInvalid'],
    ['page=abc', 'page', 'reviewsPageInvalid'],
    ['page=', 'page', 'reviewsPageInvalid'],
    ['page=1e400', 'page', 'reviewsPageInvalid'],
    ['page=99999999999999999999', 'page', 'reviewsPageInvalid'],
    ['page=1&page=2', 'page', 'reviewsPageInvalid'],
    ['pageSize=0', 'pageSize', 'reviewsPageSizeInvalid'],
    ['pageSize=101', 'pageSize', 'reviewsPageSizeInvalid'],
    ['pageSize=ten', 'pageSize', 'reviewsPageSizeInvalid'],
    [`search=${'ب'.repeat(201)}`, 'search', 'reviewsSearchTooLong'],
    ['search=a&search=b', 'search', 'invalidValue'],
    ['stars=five', 'stars', 'reviewsStarsInvalid'],
    ['stars=5', 'stars', 'reviewsStarsInvalid'],
    ['stars=', 'stars', 'reviewsStarsInvalid'],
    ['sentiment=positive', 'sentiment', 'reviewsSentimentInvalid'],
    ['sentiment=Happy', 'sentiment', 'reviewsSentimentInvalid'],
    ['sortBy=author', 'sortBy', 'reviewsSortByInvalid'],
    ['sortDir=up', 'sortDir', 'reviewsSortDirInvalid'],
    ['replied=yes', 'replied', 'reviewsRepliedInvalid'],
    ['locationId=not-an-id', 'locationId', 'reviewsLocationInvalid'],
    ['locationId=', 'locationId', 'reviewsLocationInvalid'],
    ['language=fr', 'language', 'reviewsLanguageInvalid'],
    ['from=2024-02-30', 'from', 'reviewsDateInvalid'],
    ['from=yesterday', 'from', 'reviewsDateInvalid'],
    ['from=0000-01-01', 'from', 'reviewsDateInvalid'],
    ['to=2024-13-01', 'to', 'reviewsDateInvalid'],
    ['to=2024-03-01T00:00:00Z', 'to', 'reviewsDateInvalid'],
    ['from=2024-03-10&to=2024-03-09', 'to', 'reviewsDateRangeInvalid'],
  ];

  it.each(BAD)('answers %s with 400 and the field’s message', async (query, field, code) => {
    const response = await listAs(ownerA, query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, model: null });
    expect(body.errors[field]).toContain(translateMessage(code, 'en'));
  });

  it('names every bad field at once, in the reader’s language', async () => {
    const response = await listAs(ownerA, 'page=0&stars=SIX&sortDir=sideways', ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      page: [translateMessage('reviewsPageInvalid', 'ar')],
      stars: [translateMessage('reviewsStarsInvalid', 'ar')],
      sortDir: [translateMessage('reviewsSortDirInvalid', 'ar')],
    });
  });

  it('accepts the largest whole page number without failing', async () => {
    expect(await pageOf({ page: String(Number.MAX_SAFE_INTEGER), pageSize: '100' })).toMatchObject({
      items: [],
      total: ALL,
    });
  });
});

describe('GET /api/Reviews: who may read', () => {
  it('refuses a caller without a session (401)', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/Reviews' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a member without ViewReviews (403) and serves one who holds it', async () => {
    const without = await addTeamMember(app(), ownerA, { role: 'Viewer', permissions: [] });
    const refused = await listAs({ token: without.token, businessId: ownerA.businessId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, model: null });

    const holder = await addTeamMember(app(), ownerA, { role: 'Agent', permissions: ['ViewReviews'] });
    const served = await listAs({ token: holder.token, businessId: ownerA.businessId });
    expect(served.statusCode).toBe(200);
    expect(served.json().model.total).toBe(ALL);
  });

  it('shows a member of another business only that business’s reviews, never A’s', async () => {
    const own = await listAs(ownerB, { pageSize: '100' });
    expect(own.statusCode).toBe(200);
    const ids: string[] = own.json().model.items.map((item: { id: string }) => item.id);
    expect(ids).toHaveLength(2);
    expect(ids.filter((id) => keyOf.has(id))).toEqual([]);
    // Not even through a search, a filter on A's location, or by naming A's business.
    const searched = await listAs(ownerB, { search: 'مطعم' });
    expect(searched.json().model.items.map((item: { id: string }) => keyOf.has(item.id))).toEqual([false]);
    expect((await listAs(ownerB, { locationId: locationIds.north })).json().model.total).toBe(0);
    const namingA = await app().inject({
      method: 'GET',
      url: '/api/Reviews',
      headers: { ...ENGLISH, ...bearer(ownerB.token), 'x-business-id': ownerA.businessId },
    });
    expect(namingA.statusCode).toBe(403);
  });
});
