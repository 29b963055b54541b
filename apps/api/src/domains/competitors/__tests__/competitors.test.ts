// The competitors through HTTP, against the Google stand-in in this process (its Places API): searching places
// in Arabic and English near the business's first location, adding (figures read at once), the refusals (twice,
// a sixth, an own location, an unknown place), removing, the daily job recording one row per competitor and
// business-local day however often it runs, the trend once Google's figures move, the business's own figures
// then and now, who may do what, one business never touching another's, and Google failing (503, translated,
// the key never logged).
import { randomInt, randomUUID } from 'node:crypto';
import {
  competitorComparisonSchema,
  competitorSchema,
  competitorSearchResultSchema,
  translateMessage,
  type CompetitorCandidate,
  type CompetitorComparison,
} from '@sumaa/contracts';
import { STANDIN_USERS, startGoogleStandin, type GoogleStandin } from '@sumaa/google-standin';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { captureLogs } from '../../../testing/log-capture';
import { sharedSecretsFor } from '../../../testing/shared-secrets';
import { moveBusinessToPlan } from '../../../testing/subscriptions';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  asMember,
  connectedOwner,
  linkOrFail,
  seededLocations,
  type StandinTestBed,
} from '../../reviews/__tests__/support/standin-steps';
import { createPlacesClient, googlePlacesClient, PlacesUnavailableError } from '../../google';
import { createGoogleHttp } from '../../google/google-http';
import { localDay } from '../competitor-figures';
import { recordCompetitorSnapshots } from '../competitor-snapshot-job';

const DAY_MS = 24 * 60 * 60 * 1000;
type Language = Record<string, string>;
const TIME_ZONE = 'Asia/Riyadh';
/** A key of this run only, to look for in the logs. */
const PLACES_KEY = `places-key-${randomUUID()}`;

let standin: GoogleStandin;
let t: TestApp;
const app = () => t.app;
const logs = captureLogs();

let owner: RegisteredAccount;
let other: RegisteredAccount;
/** The demo-like business's linked cafés: Olaya (Riyadh) first, then Jeddah and Dammam. */
let olaya: { id: string; placeId: string };

beforeAll(async () => {
  standin = await startGoogleStandin({
    port: 0,
    benchReviews: 0,
    placesApiKey: PLACES_KEY,
    // Place ids of its own: test files may share one PostgreSQL database, where a place is linked once.
    seed: randomInt(1, 2_000_000_000),
  });
  t = await createTestApp(
    {
      GOOGLE_STANDIN_URL: standin.url,
      GOOGLE_PLACES_BASE_URL: standin.url,
      GOOGLE_PLACES_API_KEY: PLACES_KEY,
      GOOGLE_HTTP_RETRY_BASE_MS: '5',
      GOOGLE_HTTP_TIMEOUT_MS: '3000',
      GOOGLE_HTTP_MAX_RETRY_DELAY_MS: '3000',
      // The clock moves days ahead: sessions outlive it.
      ACCESS_TOKEN_TTL_SECONDS: String(30 * 24 * 60 * 60),
    },
    { logger: { level: 'debug', stream: logs.stream } },
  );
  const bed: StandinTestBed = { standin, t, close: async () => undefined };
  owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
  // Enterprise follows up to the product's cap of five (a smaller plan's limit: subscriptions' tests).
  await moveBusinessToPlan(app(), owner.businessId, 'enterprise');
  const cafes = seededLocations(standin, STANDIN_USERS.cafeOwner).filter((location) =>
    location.title.startsWith('مقهى الرياض'),
  );
  const olayaLocation = cafes.find((location) => location.title.includes('العليا'))!;
  // Olaya is linked first, so it is the business's first location: the search is centred there.
  [olaya] = await linkOrFail(app(), owner, [olayaLocation.placeId]);
  t.clock.advance(1000);
  await linkOrFail(
    app(),
    owner,
    cafes.filter((cafe) => cafe !== olayaLocation).map((cafe) => cafe.placeId),
  );
  other = await registerAccount(app(), { Business_name: 'Another café' });
});
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});
afterEach(() => standin.clearFaults());

const placeId = (english: string) => standin.places().find((place) => place.names.en === english)!.placeId;

function search(query: string, session: RegisteredAccount | null = owner, language: Language = ENGLISH) {
  return app().inject({
    method: 'GET',
    url: `/api/competitors/search?query=${encodeURIComponent(query)}`,
    headers: session ? asMember(session, language) : language,
  });
}

function add(place: string, session: RegisteredAccount | null = owner, language: Language = ENGLISH) {
  return app().inject({
    method: 'POST',
    url: '/api/competitors',
    headers: session ? asMember(session, language) : language,
    payload: { placeId: place },
  });
}

function remove(id: string, session: RegisteredAccount | null = owner, language: Language = ENGLISH) {
  return app().inject({
    method: 'DELETE',
    url: `/api/competitors/${id}`,
    headers: session ? asMember(session, language) : language,
  });
}

function compare(session: RegisteredAccount | null = owner, language: Language = ENGLISH) {
  return app().inject({
    method: 'GET',
    url: '/api/competitors',
    headers: session ? asMember(session, language) : language,
  });
}

async function comparison(session: RegisteredAccount = owner): Promise<CompetitorComparison> {
  const response = await compare(session);
  expect(response.statusCode).toBe(200);
  return competitorComparisonSchema.parse(response.json().model);
}

async function candidates(query: string, language: Language = ENGLISH): Promise<CompetitorCandidate[]> {
  const response = await search(query, owner, language);
  expect(response.statusCode).toBe(200);
  return competitorSearchResultSchema.parse(response.json().model);
}

/** The business's own reviews, written in SQL with exact stars and dates (at the Olaya branch). */
async function insertReview(stars: number, createdAt: Date, removedAt: Date | null = null): Promise<string> {
  return app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, async (tx) => {
    const reviewId = randomUUID();
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars,
                            comment_original, language, sentiment, create_time, update_time, synced_at, removed_at)
       VALUES ($1, $2, $3, $4, 'Reviewer', $5, 'Words', 'en', 'Neutral', $6, $6, $6, $7)
       RETURNING id`,
      [
        owner.businessId,
        olaya.id,
        `accounts/1/locations/x/reviews/${reviewId}`,
        reviewId,
        stars,
        createdAt,
        removedAt,
      ],
    );
    return row.id;
  });
}

function snapshotDays(competitorId: string): Promise<Array<{ day: string; rating: number | null }>> {
  return app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, rating FROM competitor_snapshots
        WHERE competitor_id = $1 ORDER BY day`,
      [competitorId],
    ),
  );
}

const messageOf = (response: { json(): { message: string } }) => response.json().message;

/** Set when the first competitor is added; the review removed after it (the trend's start counts it). */
let laterRemovedReview: string;

describe('GET /api/competitors/search', () => {
  it('finds the cafés around the business’s first location in Arabic, nearest first, its own branch marked', async () => {
    const found = await candidates('مقهى', ARABIC);
    expect(found.length).toBeGreaterThanOrEqual(5);
    // Olaya and the four cafés within a few hundred metres of it, before anything in another city.
    expect(
      found
        .slice(0, 5)
        .map((place) => place.name)
        .sort(),
    ).toEqual(['برو لاب العليا', 'قهوة حائل', 'محمصة السدو', 'مقهى الرصيف', 'مقهى الرياض - العليا'].sort());
    expect(found.find((place) => place.placeId === olaya.placeId)).toMatchObject({
      name: 'مقهى الرياض - العليا',
      ownLocation: true,
      alreadyAdded: false,
    });
    expect(found.filter((place) => place.ownLocation)).toHaveLength(3);
    expect(found.find((place) => place.name === 'مقهى الرصيف')).toEqual({
      placeId: placeId('Al Raseef Café'),
      name: 'مقهى الرصيف',
      address: 'طريق العليا العام، حي العليا، الرياض، السعودية',
      rating: 4.1,
      userRatingCount: 856,
      alreadyAdded: false,
      ownLocation: false,
    });
  });

  it('finds a place by its English name, case and accents forgiven, named in the reader’s language', async () => {
    const found = await candidates('SADU roastery');
    expect(found).toEqual([
      {
        placeId: placeId('Sadu Roastery'),
        name: 'Sadu Roastery',
        address: 'Takhassusi St, Al Olaya, Riyadh, Saudi Arabia',
        rating: 4.6,
        userRatingCount: 2140,
        alreadyAdded: false,
        ownLocation: false,
      },
    ]);
    expect((await candidates('raseef cafe')).map((place) => place.name)).toEqual(['Al Raseef Café']);
    expect((await candidates('محمصة السدو', ENGLISH)).map((place) => place.name)).toEqual(['Sadu Roastery']);
  });

  it('answers an empty list when nothing matches, and 400 for a query too short', async () => {
    expect(await candidates('zzzz nothing like it')).toEqual([]);
    const short = await search('a');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.query).toEqual([translateMessage('competitorSearchTooShort', 'en')]);
  });
});

describe('POST /api/competitors', () => {
  it('adds a place with its figures read from Google at once (201)', async () => {
    await insertReview(5, new Date(t.clock.now().getTime() - 10 * DAY_MS));
    await insertReview(4, new Date(t.clock.now().getTime() - 5 * DAY_MS));
    await insertReview(3, new Date(t.clock.now().getTime() - DAY_MS));
    // Gone from Google before anyone compared: never counted.
    await insertReview(
      1,
      new Date(t.clock.now().getTime() - 20 * DAY_MS),
      new Date(t.clock.now().getTime() - 2 * DAY_MS),
    );
    laterRemovedReview = await insertReview(2, new Date(t.clock.now().getTime() - 30 * DAY_MS));

    t.clock.advance(60_000);
    const response = await add(placeId('Sadu Roastery'));
    expect(response.statusCode).toBe(201);
    expect(messageOf(response)).toBe(translateMessage('competitorAdded', 'en'));
    const competitor = competitorSchema.parse(response.json().model);
    const today = localDay(t.clock.now(), TIME_ZONE);
    expect(competitor).toEqual({
      id: expect.any(String),
      placeId: placeId('Sadu Roastery'),
      name: 'Sadu Roastery',
      address: 'Takhassusi St, Al Olaya, Riyadh, Saudi Arabia',
      rating: 4.6,
      userRatingCount: 2140,
      addedAt: t.clock.now().toISOString(),
      ratingAtAdded: 4.6,
      userRatingCountAtAdded: 2140,
      checkedAt: t.clock.now().toISOString(),
      history: [{ day: today, rating: 4.6, userRatingCount: 2140 }],
    });
    expect(await snapshotDays(competitor.id)).toEqual([{ day: today, rating: 4.6 }]);

    const again = await candidates('Sadu Roastery');
    expect(again[0]).toMatchObject({ alreadyAdded: true, ownLocation: false });
  });

  it('names the place in the adder’s language', async () => {
    t.clock.advance(1000);
    const response = await add(placeId('Al Raseef Café'), owner, ARABIC);
    expect(response.statusCode).toBe(201);
    expect(response.json().model).toMatchObject({ name: 'مقهى الرصيف', rating: 4.1, userRatingCount: 856 });
    expect(messageOf(response)).toBe(translateMessage('competitorAdded', 'ar'));
  });

  it('refuses a place already followed with 409 competitorAlreadyAdded', async () => {
    const response = await add(placeId('Sadu Roastery'), owner, ARABIC);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(translateMessage('competitorAlreadyAdded', 'ar'));
  });

  it('refuses one of the business’s own locations with 409 competitorIsOwnLocation', async () => {
    const requestsBefore = standin.state().requests.byRoute.placeDetails ?? 0;
    const response = await add(olaya.placeId);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(translateMessage('competitorIsOwnLocation', 'en'));
    // Refused before asking Google.
    expect(standin.state().requests.byRoute.placeDetails ?? 0).toBe(requestsBefore);
  });

  it('answers 404 competitorPlaceNotFound for a place Google does not know', async () => {
    for (const unknown of ['ChIJdoesNotExist0000000', 'not a place id!']) {
      const response = await add(unknown, owner, ARABIC);
      expect({ unknown, status: response.statusCode }).toEqual({ unknown, status: 404 });
      expect(messageOf(response)).toBe(translateMessage('competitorPlaceNotFound', 'ar'));
    }
  });

  it('follows five at most: the sixth is refused with 409 competitorLimitReached', async () => {
    for (const name of ['Brew Lab Olaya', 'Hail Coffee', 'Najd Heritage Restaurant']) {
      t.clock.advance(1000);
      expect((await add(placeId(name))).statusCode).toBe(201);
    }
    const sixth = await add(placeId('Olaya Tower Hotel'));
    expect(sixth.statusCode).toBe(409);
    expect(messageOf(sixth)).toBe(translateMessage('competitorLimitReached', 'en', { max: 5 }));
    expect(messageOf(sixth)).toContain('5');
    const inArabic = await add(placeId('Olaya Tower Hotel'), owner, ARABIC);
    expect(messageOf(inArabic)).toBe(translateMessage('competitorLimitReached', 'ar', { max: 5 }));
    expect((await comparison()).competitors).toHaveLength(5);
  });
});

describe('GET /api/competitors', () => {
  it('shows the business’s own figures from its reviews beside its competitors, in the order added', async () => {
    const result = await comparison();
    expect(result.own).toEqual({
      name: expect.any(String),
      // 5, 4, 3 and 2 stars; the review Google removed before is left out.
      rating: 3.5,
      userRatingCount: 4,
      ratingAtStart: 3.5,
      userRatingCountAtStart: 4,
    });
    expect(result.limit).toBe(5);
    expect(result.competitors.map((competitor) => competitor.name)).toEqual([
      'Sadu Roastery',
      'مقهى الرصيف',
      'Brew Lab Olaya',
      'Hail Coffee',
      'Najd Heritage Restaurant',
    ]);
  });
});

describe('DELETE /api/competitors/:id', () => {
  it('stops following a competitor, its history with it; then one more may be added', async () => {
    const najd = (await comparison()).competitors.find((c) => c.name === 'Najd Heritage Restaurant')!;
    const response = await remove(najd.id, owner, ARABIC);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, model: null });
    expect(messageOf(response)).toBe(translateMessage('competitorRemoved', 'ar'));
    expect(await snapshotDays(najd.id)).toEqual([]);

    const again = await remove(najd.id);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe(translateMessage('competitorNotFound', 'en'));
    expect((await comparison()).competitors).toHaveLength(4);

    t.clock.advance(1000);
    expect((await add(placeId('Gulf Grill'))).statusCode).toBe(201);
    expect((await comparison()).competitors).toHaveLength(5);
  });
});

describe('the daily snapshot job', () => {
  it('records each competitor once per business-local day, however often it runs', async () => {
    const competitors = (await comparison()).competitors;
    const today = localDay(t.clock.now(), TIME_ZONE);
    // Added today: already recorded.
    await recordCompetitorSnapshots(app());
    for (const competitor of competitors) {
      expect((await snapshotDays(competitor.id)).map((row) => row.day)).toEqual([today]);
    }

    t.clock.advance(DAY_MS);
    const tomorrow = localDay(t.clock.now(), TIME_ZONE);
    await recordCompetitorSnapshots(app());
    await recordCompetitorSnapshots(app());
    for (const competitor of competitors) {
      expect((await snapshotDays(competitor.id)).map((row) => row.day)).toEqual([today, tomorrow]);
    }
  });

  it('shows the trend once Google’s figures move, and the business’s own since it began comparing', async () => {
    standin.setPlaceFigures(placeId('Al Raseef Café'), { rating: 4.4, userRatingCount: 900 });
    // Since the first competitor was added: a new five-star review, and one Google removed.
    await insertReview(5, t.clock.now());
    await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query('UPDATE reviews SET removed_at = $2 WHERE id = $1', [laterRemovedReview, t.clock.now()]),
    );
    t.clock.advance(DAY_MS);
    await recordCompetitorSnapshots(app());

    const result = await comparison();
    const raseef = result.competitors.find((competitor) => competitor.placeId === placeId('Al Raseef Café'))!;
    expect(raseef).toMatchObject({
      rating: 4.4,
      userRatingCount: 900,
      ratingAtAdded: 4.1,
      userRatingCountAtAdded: 856,
      checkedAt: t.clock.now().toISOString(),
    });
    expect(raseef.history.map((day) => [day.rating, day.userRatingCount])).toEqual([
      [4.1, 856],
      [4.1, 856],
      [4.4, 900],
    ]);
    const sadu = result.competitors.find((competitor) => competitor.name === 'Sadu Roastery')!;
    expect(sadu).toMatchObject({ rating: 4.6, ratingAtAdded: 4.6 });
    expect(result.own).toMatchObject({
      rating: 4.25,
      userRatingCount: 4,
      ratingAtStart: 3.5,
      userRatingCountAtStart: 4,
    });
  });

  it('records nothing while Google fails, and the next run catches up', async () => {
    t.clock.advance(DAY_MS);
    const day = localDay(t.clock.now(), TIME_ZONE);
    standin.setFaults({ rate500: { status: 503 } });
    await expect(recordCompetitorSnapshots(app())).rejects.toThrow(/competitor snapshots/);
    const sadu = (await comparison()).competitors.find((competitor) => competitor.name === 'Sadu Roastery')!;
    expect((await snapshotDays(sadu.id)).map((row) => row.day)).not.toContain(day);

    standin.clearFaults();
    await recordCompetitorSnapshots(app());
    expect((await snapshotDays(sadu.id)).map((row) => row.day)).toContain(day);
  });

  it('records the other competitors when Google fails for one place, and logs that one', async () => {
    t.clock.advance(DAY_MS);
    const day = localDay(t.clock.now(), TIME_ZONE);
    const competitors = (await comparison()).competitors;
    const failing = competitors[0];
    // The app's own Places client (one per configuration), failing for that place only.
    const places = googlePlacesClient(app());
    const placeDetails = places.placeDetails.bind(places);
    const spy = jest.spyOn(places, 'placeDetails').mockImplementation(async (placeId, options) => {
      if (placeId === failing.placeId) throw new PlacesUnavailableError('HTTP 503');
      return placeDetails(placeId, options);
    });
    logs.lines.length = 0;
    try {
      await expect(recordCompetitorSnapshots(app())).rejects.toThrow(/competitor snapshots: 1 not recorded/);
    } finally {
      spy.mockRestore();
    }
    for (const competitor of competitors) {
      const days = (await snapshotDays(competitor.id)).map((row) => row.day);
      if (competitor.id === failing.id) expect(days).not.toContain(day);
      else expect(days).toContain(day);
    }
    expect(
      logs
        .records<{ msg: string; level: number }>()
        .filter((line) => line.msg === 'competitor snapshot not recorded; tried again at the next look'),
    ).toEqual([
      expect.objectContaining({ level: 50, businessId: owner.businessId, competitorId: failing.id }),
    ]);

    await recordCompetitorSnapshots(app());
    expect((await snapshotDays(failing.id)).map((row) => row.day)).toContain(day);
  });

  it('stops between competitors once the app is closing, and the next run records them', async () => {
    t.clock.advance(DAY_MS);
    const day = localDay(t.clock.now(), TIME_ZONE);
    const competitors = (await comparison()).competitors;
    const closing = new AbortController();
    closing.abort();
    expect(await recordCompetitorSnapshots(app(), closing.signal)).toBe(0);
    for (const competitor of competitors) {
      expect((await snapshotDays(competitor.id)).map((row) => row.day)).not.toContain(day);
    }
    await recordCompetitorSnapshots(app());
    for (const competitor of competitors) {
      expect((await snapshotDays(competitor.id)).map((row) => row.day)).toContain(day);
    }
  });
});

describe('who may do what', () => {
  it('answers 401 without a session', async () => {
    for (const response of [
      await compare(null),
      await search('cafe', null),
      await add(placeId('Hail Coffee'), null),
      await remove(randomUUID(), null),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, model: null });
    }
  });

  it('lets a member with ViewAnalytics read, 403 without it; only managers and admins search, add, remove', async () => {
    const reader = await addTeamMember(app(), owner, { role: 'Viewer', permissions: ['ViewAnalytics'] });
    const outsider = await addTeamMember(app(), owner, { role: 'Viewer', permissions: [] });
    const agent = await addTeamMember(app(), owner, { role: 'Agent', permissions: ['ViewReviews'] });
    const manager = await addTeamMember(app(), owner, { role: 'Manager' });
    const session = (member: { token: string }) => ({ ...owner, token: member.token });

    expect((await compare(session(reader))).statusCode).toBe(200);
    for (const member of [outsider, agent]) {
      const refused = await compare(session(member), ARABIC);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, model: null });
    }

    const sadu = (await comparison()).competitors[0];
    for (const member of [reader, agent]) {
      expect((await search('cafe', session(member))).statusCode).toBe(403);
      expect((await add(placeId('Olaya Tower Hotel'), session(member))).statusCode).toBe(403);
      expect((await remove(sadu.id, session(member))).statusCode).toBe(403);
    }
    expect((await search('cafe', session(manager))).statusCode).toBe(200);
  });

  it('keeps each business to its own: another’s competitor is not found, and each follows places alone', async () => {
    const ownersCompetitor = (await comparison()).competitors[0];
    expect((await remove(ownersCompetitor.id, other)).statusCode).toBe(404);
    expect((await comparison(other)).competitors).toEqual([]);

    // The other business may follow the same place; it has no locations, so it searches without a centre.
    const added = await add(ownersCompetitor.placeId, other);
    expect(added.statusCode).toBe(201);
    expect((await comparison(other)).competitors.map((c) => c.placeId)).toEqual([ownersCompetitor.placeId]);
    expect((await comparison(other)).own).toMatchObject({
      rating: null,
      userRatingCount: 0,
      ratingAtStart: null,
    });
    expect((await remove(added.json().model.id, owner)).statusCode).toBe(404);

    // Naming another business in the header is refused before anything is read.
    const foreign = await app().inject({
      method: 'GET',
      url: '/api/competitors',
      headers: { ...ENGLISH, ...bearer(owner.token), 'x-business-id': other.businessId },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('when Google fails', () => {
  it('answers 503 competitorSearchUnavailable, translated, on 500s and 429s, and never logs the key', async () => {
    standin.setFaults({ rate500: {} });
    const failed = await search('cafe', owner, ARABIC);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      success: false,
      message: translateMessage('competitorSearchUnavailable', 'ar'),
      model: null,
    });

    standin.setFaults({ rate429: { retryAfterSeconds: 0 } });
    // The other business, which has room for more.
    const limited = await add(placeId('Olaya Tower Hotel'), other);
    expect(limited.statusCode).toBe(503);
    expect(messageOf(limited)).toBe(translateMessage('competitorSearchUnavailable', 'en'));
    expect((await comparison(other)).competitors.map((c) => c.name)).not.toContain('Olaya Tower Hotel');

    expect(logs.lines.some((line) => line.includes('Google Places API unavailable'))).toBe(true);
    expect(logs.lines.filter((line) => line.includes(PLACES_KEY))).toEqual([]);
    expect(JSON.stringify([failed.json(), limited.json()])).not.toContain(PLACES_KEY);
  });

  it('gives up on a Google that does not answer in time', async () => {
    standin.setFaults({ delayMs: 1000 });
    const client = createPlacesClient({
      config: { placesUrl: standin.url, placesApiKey: PLACES_KEY },
      http: createGoogleHttp({ timeoutMs: 100, maxAttempts: 2, retryBaseMs: 5, maxRetryDelayMs: 100 }),
    });
    await expect(
      client.searchText({ textQuery: 'cafe', languageCode: 'en', pageSize: 5 }),
    ).rejects.toMatchObject({
      statusCode: 503,
      messageCode: 'competitorSearchUnavailable',
    });
  });

  it('answers 503 without a Places API key, without asking Google', async () => {
    const keyless = await createTestApp({
      GOOGLE_STANDIN_URL: standin.url,
      GOOGLE_PLACES_BASE_URL: standin.url,
    });
    try {
      const account = await registerAccount(keyless.app);
      const before = standin.state().requests.byRoute.placesSearchText ?? 0;
      const response = await keyless.app.inject({
        method: 'GET',
        url: '/api/competitors/search?query=cafe',
        headers: { ...ENGLISH, ...bearer(account.token) },
      });
      expect(response.statusCode).toBe(503);
      expect(messageOf(response)).toBe(translateMessage('competitorSearchUnavailable', 'en'));
      expect(standin.state().requests.byRoute.placesSearchText ?? 0).toBe(before);
    } finally {
      await keyless.close();
    }
  });
});

// Several API processes on one PostgreSQL each run the daily look: Google is asked once per competitor and day.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('the daily snapshot job in several processes', () => {
  it('asks Google once per competitor when two processes look at the same moment', async () => {
    const second = await buildApp({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        DATABASE_URL: process.env.DATABASE_URL,
        ...sharedSecretsFor(process.env.DATABASE_URL),
        LOG_LEVEL: 'silent',
        JOBS_WORKER: 'off',
        GOOGLE_STANDIN_URL: standin.url,
        GOOGLE_PLACES_BASE_URL: standin.url,
        GOOGLE_PLACES_API_KEY: PLACES_KEY,
      }),
      database: app().db,
      now: t.clock.now,
      logger: false,
    });
    try {
      // Every business of this file's database that follows a place, not only the owner's.
      const [{ followed }] = await app().db.ownerTransaction((tx) =>
        tx.query<{ followed: number }>('SELECT count(*)::int AS followed FROM competitors'),
      );
      expect(followed).toBeGreaterThan(1);
      t.clock.advance(DAY_MS);
      const day = localDay(t.clock.now(), TIME_ZONE);
      // Slow answers, so both processes are at it together.
      standin.setFaults({ delayMs: 150 });
      const before = standin.state().requests.byRoute.placeDetails ?? 0;
      await Promise.all([recordCompetitorSnapshots(app()), recordCompetitorSnapshots(second)]);
      standin.clearFaults();
      expect((standin.state().requests.byRoute.placeDetails ?? 0) - before).toBe(followed);
      for (const competitor of (await comparison()).competitors) {
        expect((await snapshotDays(competitor.id)).filter((row) => row.day === day)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
