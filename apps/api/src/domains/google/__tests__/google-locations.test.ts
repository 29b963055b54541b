// GET /api/integration/google/locations, POST /api/locations/link and GET /api/locations against the
// Google stand-in: what the wizard's location step shows and links, and what another business may not.
import { googleLocationListSchema, linkedLocationListSchema } from '@sumaa/contracts';
import {
  STANDIN_USERS,
  addMember,
  asMember,
  connectedOwner,
  currentStepOf,
  linkLocations,
  linkOrFail,
  listGoogleLocations,
  seededLocations,
  startStandinTestBed,
  type StandinTestBed,
} from '../../reviews/__tests__/support/standin-steps';
import { ARABIC, registerAccount } from '../../../testing/factories';

let bed: StandinTestBed;
beforeAll(async () => {
  bed = await startStandinTestBed();
});
afterAll(async () => {
  await bed.close();
});
afterEach(() => {
  bed.standin.clearFaults();
});

const app = () => bed.t.app;

describe('GET /api/integration/google/locations', () => {
  it('lists every location of the connected account with its rating, review count, address, phone and website', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const response = await listGoogleLocations(app(), owner);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, statusCode: 200 });
    const list = googleLocationListSchema.parse(body.model);
    const seeded = seededLocations(bed.standin, STANDIN_USERS.hotelOwner);
    expect(list.linkedElsewhereCount).toBe(0);
    expect(list.items.map((item) => item.id).sort()).toEqual(
      seeded.map((location) => location.placeId).sort(),
    );
    for (const location of seeded) {
      const item = list.items.find((candidate) => candidate.id === location.placeId)!;
      expect(item).toMatchObject({ name: location.title, reviewCount: location.reviewCount, linked: false });
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item.address).toContain('Dubai');
      const parts = item.address.split(', ');
      expect(new Set(parts).size).toBe(parts.length); // a locality that is also the emirate is said once
      expect(item.phone).toMatch(/\d/);
      expect(item.website).toMatch(/^https:\/\//);
    }
  });

  it('shows a location without reviews with no rating and a count of 0', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const list = googleLocationListSchema.parse((await listGoogleLocations(app(), owner)).json().model);
    const empty = seededLocations(bed.standin, STANDIN_USERS.cafeOwner).find(
      (location) => location.reviewCount === 0,
    )!;
    expect(list.items.find((item) => item.id === empty.placeId)).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
    // Arabic names and addresses come through as Google gives them.
    expect(list.items.some((item) => /[\u0600-\u06FF]/.test(item.name) && /الرياض/.test(item.address))).toBe(
      true,
    );
  });

  it('answers 401 with statusCode 401 and errors.code googleNotConnected when Google is not connected', async () => {
    const owner = await registerAccount(app());
    const english = await listGoogleLocations(app(), owner);
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      success: false,
      statusCode: 401,
      message: 'Google Business Profile is not connected. Connect your Google account first.',
      errors: { code: ['googleNotConnected'] },
      model: null,
    });
    const arabic = await listGoogleLocations(app(), owner, ARABIC);
    expect(arabic.json().message).toBe('حساب Google للأعمال غير مرتبط. اربط حسابك في Google أولاً.');
  });

  it('answers 502 googleUnavailable when Google keeps failing', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    bed.standin.setFaults({ rate500: { count: 1000, status: 503 } });
    const response = await listGoogleLocations(app(), owner);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      success: false,
      statusCode: 502,
      errors: { code: ['googleUnavailable'] },
      model: null,
    });
  });

  it('still lists the locations when Google answers 429 and 500 a few times', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    bed.standin.setFaults({ rate429: { count: 2, retryAfterSeconds: 0 }, rate500: { count: 2 } });
    const response = await listGoogleLocations(app(), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().model.items).toHaveLength(
      seededLocations(bed.standin, STANDIN_USERS.hotelOwner).length,
    );
  });

  it('is for admins: a manager, agent or viewer of the business gets 403', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    for (const role of ['manager', 'agent', 'viewer'] as const) {
      const member = await addMember(app(), owner, role);
      const response = await listGoogleLocations(app(), member);
      expect(response.statusCode).toBe(403);
      // Every reply of this route carries statusCode, failures included.
      expect(response.json()).toMatchObject({ success: false, statusCode: 403 });
    }
  });
});

describe('POST /api/locations/link', () => {
  it('links chosen locations, moves the business to the sync step and is idempotent', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const [first, second] = seededLocations(bed.standin, STANDIN_USERS.hotelOwner);
    // The list is usually opened first; linking without it asks Google itself.
    const response = await linkLocations(app(), owner, [first.placeId, second.placeId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'The locations have been linked' });
    const linked = linkedLocationListSchema.parse(response.json().model);
    expect(linked.items.map((item) => item.placeId).sort()).toEqual([first.placeId, second.placeId].sort());
    expect(linked.items.find((item) => item.placeId === first.placeId)).toMatchObject({
      name: first.title,
      reviewCount: first.reviewCount,
      lastSyncedAt: null,
    });
    expect(await currentStepOf(app(), owner.userId)).toBe(2);

    const again = await linkLocations(app(), owner, [second.placeId, first.placeId]);
    expect(again.statusCode).toBe(200);
    expect(linkedLocationListSchema.parse(again.json().model).items.map((item) => item.id)).toEqual(
      linked.items.map((item) => item.id),
    );

    const listed = googleLocationListSchema.parse((await listGoogleLocations(app(), owner)).json().model);
    expect(
      listed.items
        .filter((item) => item.linked)
        .map((item) => item.id)
        .sort(),
    ).toEqual([first.placeId, second.placeId].sort());
    const mine = await app().inject({ method: 'GET', url: '/api/locations', headers: asMember(owner) });
    expect(linkedLocationListSchema.parse(mine.json().model).items).toHaveLength(2);
  });

  it('refuses a place that is not one of the Google account’s locations with a field error', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const [known] = seededLocations(bed.standin, STANDIN_USERS.hotelOwner);
    const cafePlace = seededLocations(bed.standin, STANDIN_USERS.cafeOwner)[0].placeId;
    const response = await linkLocations(app(), owner, [known.placeId, cafePlace, 'ChIJ-made-up']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: {
        'placeIds.1': ['This location is not in your Google account'],
        'placeIds.2': ['This location is not in your Google account'],
      },
      model: null,
    });
    const mine = await app().inject({ method: 'GET', url: '/api/locations', headers: asMember(owner) });
    expect(mine.json().model.items).toEqual([]);
  });

  it('checks the list itself: none, too many, blank and repeated place ids', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const cases: Array<[unknown, string, string]> = [
      [[], 'placeIds', 'Choose at least one location'],
      [undefined, 'placeIds', 'Choose at least one location'],
      [['a', 'a'], 'placeIds', 'The same location was chosen more than once'],
      [[' '], 'placeIds.0', 'This field is required'],
      [
        Array.from({ length: 51 }, (_, i) => `p${i}`),
        'placeIds',
        'You can link up to 50 locations at a time',
      ],
      ['ChIJ', 'placeIds', 'This value is not valid'],
    ];
    for (const [placeIds, field, message] of cases) {
      const response = await linkLocations(app(), owner, placeIds);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const arabic = await linkLocations(app(), owner, [], ARABIC);
    expect(arabic.json().errors.placeIds).toEqual(['اختر موقعاً واحداً على الأقل']);
  });

  it('is for admins, and answers 401 googleNotConnected without a connection', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const [location] = seededLocations(bed.standin, STANDIN_USERS.hotelOwner);
    const manager = await addMember(app(), owner, 'manager');
    expect((await linkLocations(app(), manager, [location.placeId])).statusCode).toBe(403);

    const unconnected = await registerAccount(app());
    const response = await linkLocations(app(), unconnected, [location.placeId]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, errors: { code: ['googleNotConnected'] } });
  });
});

describe('another business with the same Google account', () => {
  it('never sees or links the places the first business has linked', async () => {
    const first = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const second = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const [taken, free] = seededLocations(bed.standin, STANDIN_USERS.cafeOwner);
    await linkOrFail(app(), first, [taken.placeId]);

    const seen = googleLocationListSchema.parse((await listGoogleLocations(app(), second)).json().model);
    expect(seen.items.map((item) => item.id)).not.toContain(taken.placeId);
    expect(seen.items.map((item) => item.id)).toContain(free.placeId);
    expect(seen.linkedElsewhereCount).toBe(1);

    const refused = await linkLocations(app(), second, [free.placeId, taken.placeId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: 'This location is already linked to another Sumaa account',
      errors: { 'placeIds.1': ['This location is already linked to another Sumaa account'] },
      model: null,
    });
    // Nothing of the refused request was kept, and neither business sees the other's links.
    const secondLinks = await app().inject({
      method: 'GET',
      url: '/api/locations',
      headers: asMember(second),
    });
    expect(secondLinks.json().model.items).toEqual([]);
    const firstLinks = await app().inject({ method: 'GET', url: '/api/locations', headers: asMember(first) });
    expect(firstLinks.json().model.items.map((item: { placeId: string }) => item.placeId)).toEqual([
      taken.placeId,
    ]);
    // The first business still sees its own place, linked.
    const own = googleLocationListSchema.parse((await listGoogleLocations(app(), first)).json().model);
    expect(own.items.find((item) => item.id === taken.placeId)).toMatchObject({ linked: true });
    expect(own.linkedElsewhereCount).toBe(0);
  });
});
