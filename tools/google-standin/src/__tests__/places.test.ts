// The Places API (New) of the stand-in: text search and place details with an API key and a required field mask,
// Arabic and English names matched loosely, a location bias that puts the nearest first, the seeded locations
// among the places (their figures from their reviews), and the figures a test changes through /__standin/places.
import { DEFAULT_PLACES_API_KEY, STANDIN_USERS, startGoogleStandin, type GoogleStandin } from '../index';
import { getJson, sendJsonRequest, type Json } from './http-helpers';

let standin: GoogleStandin;

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0 });
});
afterAll(() => standin.stop());
afterEach(() => standin.clearFaults());

const SEARCH_MASK =
  'places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount,places.location';

async function searchText(
  body: Record<string, unknown>,
  headers: Record<string, string> = {
    'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY,
    'X-Goog-FieldMask': SEARCH_MASK,
  },
) {
  const response = await fetch(`${standin.url}/v1/places:searchText`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function details(placeId: string, query = '', headers?: Record<string, string>) {
  const response = await fetch(`${standin.url}/v1/places/${encodeURIComponent(placeId)}${query}`, {
    headers: headers ?? {
      'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY,
      'X-Goog-FieldMask': 'id,displayName,rating,userRatingCount',
    },
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const placeNamed = (english: string) => standin.places().find((place) => place.names.en === english)!;

const cafeOwnerLocations = () =>
  standin.users
    .find((user) => user.email === STANDIN_USERS.cafeOwner)!
    .accounts.flatMap((account) => account.locations);

describe('POST /v1/places:searchText', () => {
  it('finds a place by its Arabic name, spelled loosely, and names it in the asked language', async () => {
    const raseef = placeNamed('Al Raseef Café');
    // ي for ى, no hamza, a diacritic and a tatweel: still the same café.
    const { status, body } = await searchText({ textQuery: 'مقهي الرَّصـيف', languageCode: 'ar' });
    expect(status).toBe(200);
    expect(body.places).toHaveLength(1);
    expect(body.places[0]).toEqual({
      id: raseef.placeId,
      displayName: { text: 'مقهى الرصيف', languageCode: 'ar' },
      formattedAddress: 'طريق العليا العام، حي العليا، الرياض، السعودية',
      rating: 4.1,
      userRatingCount: 856,
      location: raseef.location,
    });

    const english = await searchText({ textQuery: 'مقهى الرصيف', languageCode: 'en' });
    expect(english.body.places[0].displayName).toEqual({ text: 'Al Raseef Café', languageCode: 'en' });
  });

  it('finds a place by its English name whatever the case and accents', async () => {
    const { body } = await searchText({ textQuery: 'SADU roastery', languageCode: 'en' });
    expect(body.places.map((place: Json) => place.displayName.text)).toEqual(['Sadu Roastery']);
    const accented = await searchText({ textQuery: 'raseef cafe', languageCode: 'en' });
    expect(accented.body.places.map((place: Json) => place.displayName.text)).toEqual(['Al Raseef Café']);
  });

  it('puts the nearest places first with a location bias, the business’s own branch among them', async () => {
    const olaya = cafeOwnerLocations().find((location) => location.title.includes('العليا'))!;
    const olayaPlace = standin.places().find((place) => place.placeId === olaya.placeId)!;
    const { body } = await searchText({
      textQuery: 'مقهى',
      languageCode: 'ar',
      locationBias: { circle: { center: olayaPlace.location, radius: 2000 } },
      pageSize: 5,
    });
    expect(body.places).toHaveLength(5);
    const names = body.places.map((place: Json) => place.displayName.text);
    expect(names[0]).toBe(olaya.title);
    expect(names.slice(1).sort()).toEqual(
      ['برو لاب العليا', 'قهوة حائل', 'محمصة السدو', 'مقهى الرصيف'].sort(),
    );
    // The branch's figures are its reviews': the count of them, the average to one decimal.
    expect(body.places[0]).toMatchObject({ id: olaya.placeId, userRatingCount: olaya.reviewCount });
    expect(body.places[0].rating).toBeGreaterThanOrEqual(1);
  });

  it('finds the cafés of a city in English and orders them by prominence without a bias', async () => {
    const { body } = await searchText({ textQuery: 'coffee Jeddah', languageCode: 'en' });
    const names = body.places.map((place: Json) => place.displayName.text);
    expect(names).toEqual(expect.arrayContaining(['Red Sea Coffee House', 'Tahlia Roasters']));
    const counts = body.places.map((place: Json) => place.userRatingCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers {} when nothing matches, and keeps at most pageSize (20 at most)', async () => {
    expect((await searchText({ textQuery: 'zzzz no such place' })).body).toEqual({});
    expect((await searchText({ textQuery: 'hotel', pageSize: 2 })).body.places).toHaveLength(2);
    const all = await searchText({ textQuery: 'hotel', pageSize: 500 });
    expect(all.status).toBe(200);
    expect(all.body.places.length).toBeLessThanOrEqual(20);
  });

  it('returns only the masked fields, and every field with *', async () => {
    const { body } = await searchText(
      { textQuery: 'Sadu Roastery' },
      { 'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY, 'X-Goog-FieldMask': 'places.id,places.displayName.text' },
    );
    expect(Object.keys(body.places[0]).sort()).toEqual(['displayName', 'id']);
    expect(body.places[0].displayName).toEqual({ text: 'محمصة السدو' });

    const everything = await searchText(
      { textQuery: 'Sadu Roastery' },
      { 'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY, 'X-Goog-FieldMask': '*' },
    );
    expect(everything.body.places[0]).toMatchObject({
      name: `places/${placeNamed('Sadu Roastery').placeId}`,
      primaryType: 'cafe',
      businessStatus: 'OPERATIONAL',
    });
  });

  it('refuses a call without a field mask, without an API key or with a wrong one, as Google does', async () => {
    const noMask = await searchText({ textQuery: 'cafe' }, { 'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY });
    expect(noMask.status).toBe(400);
    expect(noMask.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(noMask.body.error.message).toMatch(/FieldMask is a required parameter/);

    const badField = await searchText(
      { textQuery: 'cafe' },
      { 'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY, 'X-Goog-FieldMask': 'places.id,places.nonsense' },
    );
    expect(badField.status).toBe(400);

    const noKey = await searchText({ textQuery: 'cafe' }, { 'X-Goog-FieldMask': SEARCH_MASK });
    expect(noKey.status).toBe(403);
    expect(noKey.body.error).toMatchObject({ status: 'PERMISSION_DENIED' });

    const wrongKey = await searchText(
      { textQuery: 'cafe' },
      { 'X-Goog-Api-Key': 'not-the-key', 'X-Goog-FieldMask': SEARCH_MASK },
    );
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error.details[0]).toMatchObject({ reason: 'API_KEY_INVALID' });
  });

  it('refuses an empty query and a bias outside Google’s limits', async () => {
    expect((await searchText({ textQuery: '  ' })).status).toBe(400);
    const tooWide = await searchText({
      textQuery: 'cafe',
      locationBias: { circle: { center: { latitude: 24.7, longitude: 46.7 }, radius: 60_000 } },
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.error.details[0].fieldViolations[0].field).toBe('location_bias.circle.radius');
  });

  it('is hit by the injected faults like the other Google APIs', async () => {
    standin.setFaults({ rate429: { count: 1, retryAfterSeconds: 2 } });
    const limited = await searchText({ textQuery: 'cafe' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.status).toBe('RESOURCE_EXHAUSTED');
    standin.setFaults({ rate500: { count: 1 } });
    expect((await details(placeNamed('Sadu Roastery').placeId)).status).toBe(500);
    expect((await searchText({ textQuery: 'cafe' })).status).toBe(200);
  });
});

describe('GET /v1/places/{placeId}', () => {
  it('answers the masked fields of a place, in the asked language', async () => {
    const hotel = placeNamed('Olaya Tower Hotel');
    const { status, body } = await details(hotel.placeId, '?languageCode=ar');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: hotel.placeId,
      displayName: { text: 'فندق برج العليا', languageCode: 'ar' },
      rating: 4,
      userRatingCount: 1780,
    });
  });

  it('answers 404 for an unknown place and 400 without a field mask', async () => {
    expect((await details('ChIJunknownPlace0000000')).status).toBe(404);
    const noMask = await details(placeNamed('Olaya Tower Hotel').placeId, '', {
      'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY,
    });
    expect(noMask.status).toBe(400);
    // The mask may also come as the `fields` parameter.
    const asParameter = await details(placeNamed('Olaya Tower Hotel').placeId, '?fields=id', {
      'X-Goog-Api-Key': DEFAULT_PLACES_API_KEY,
    });
    expect(asParameter.body).toEqual({ id: placeNamed('Olaya Tower Hotel').placeId });
  });

  it('gives a seeded location its reviews’ figures, which move with a new review', async () => {
    const location = cafeOwnerLocations()[0];
    const before = await details(location.placeId);
    expect(before.body.userRatingCount).toBe(location.reviewCount);
    standin.addReview({ location: location.name, starRating: 'FIVE', comment: 'ممتاز' });
    const after = await details(location.placeId);
    expect(after.body.userRatingCount).toBe(location.reviewCount + 1);
  });
});

describe('/__standin/places', () => {
  it('lists every place, the seeded locations with their Business Profile names', async () => {
    const { status, body } = await getJson(standin, '/__standin/places');
    expect(status).toBe(200);
    const location = cafeOwnerLocations()[0];
    expect(body.places).toContainEqual(
      expect.objectContaining({ placeId: location.placeId, businessLocation: location.name }),
    );
    expect(body.places.filter((place: Json) => place.businessLocation === null).length).toBeGreaterThan(15);
  });

  it('changes a public place’s rating and review count, which Google then answers', async () => {
    const cafe = placeNamed('Brew Lab Olaya');
    const put = await sendJsonRequest(standin, 'PUT', `/__standin/places/${cafe.placeId}`, {
      rating: 4.7,
      userRatingCount: 650,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ placeId: cafe.placeId, rating: 4.7, userRatingCount: 650 });
    expect((await details(cafe.placeId)).body).toMatchObject({ rating: 4.7, userRatingCount: 650 });

    standin.setPlaceFigures(cafe.placeId, { userRatingCount: 651 });
    expect((await details(cafe.placeId)).body).toMatchObject({ rating: 4.7, userRatingCount: 651 });
  });

  it('says what is wrong: an unknown place, a seeded location, a bad value', async () => {
    expect((await sendJsonRequest(standin, 'PUT', '/__standin/places/ChIJnope', { rating: 4 })).status).toBe(
      404,
    );
    const location = cafeOwnerLocations()[0];
    const own = await sendJsonRequest(standin, 'PUT', `/__standin/places/${location.placeId}`, { rating: 4 });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatch(/reviews/);
    const cafe = placeNamed('Hail Coffee');
    for (const change of [{ rating: 7 }, { userRatingCount: -1 }, { userRatingCount: 1.5 }, { stars: 4 }]) {
      expect(
        (await sendJsonRequest(standin, 'PUT', `/__standin/places/${cafe.placeId}`, change)).status,
      ).toBe(400);
    }
    expect(() => standin.setPlaceFigures(location.placeId, { rating: 4 })).toThrow(/reviews/);
  });

  it('keeps the same place ids for the same seed', async () => {
    const again = await startGoogleStandin({ port: 0, benchReviews: 0 });
    try {
      expect(again.places().map((place) => place.placeId)).toEqual(
        standin.places().map((place) => place.placeId),
      );
    } finally {
      await again.stop();
    }
  });
});
