import { STANDIN_USERS, startGoogleStandin, type GoogleStandin } from '../index';
import { accessTokenOf, allPages, getJson, sendJsonRequest, type Json } from './http-helpers';

let standin: GoogleStandin;
let cafeToken: string;
let hotelToken: string;

const cafeOwner = () => standin.users.find((user) => user.email === STANDIN_USERS.cafeOwner)!;
const hotelOwner = () => standin.users.find((user) => user.email === STANDIN_USERS.hotelOwner)!;
const cafeChain = () => cafeOwner().accounts.find((account) => account.accountName === 'مقهى الرياض')!;
const olaya = () => cafeChain().locations[0];

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0 });
  cafeToken = await accessTokenOf(standin, STANDIN_USERS.cafeOwner);
  hotelToken = await accessTokenOf(standin, STANDIN_USERS.hotelOwner);
});
afterAll(() => standin.stop());

describe('authentication', () => {
  it('answers 401 UNAUTHENTICATED in Google’s error format without a valid token', async () => {
    for (const token of [undefined, 'ya29.not-issued']) {
      const { status, body, headers } = await getJson(standin, '/v1/accounts', token);
      expect(status).toBe(401);
      expect(body).toEqual({ error: { code: 401, message: expect.any(String), status: 'UNAUTHENTICATED' } });
      expect(headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('answers 403 for a token without the business.manage scope', async () => {
    const tokens = await standin.issueTokens({ email: STANDIN_USERS.cafeOwner, scope: 'openid email' });
    const { status, body } = await getJson(standin, '/v1/accounts', tokens.access_token);
    expect(status).toBe(403);
    expect(body.error.status).toBe('PERMISSION_DENIED');
  });
});

describe('accounts (Account Management v1)', () => {
  it('lists the user’s accounts, the personal one first', async () => {
    const { status, body } = await getJson(standin, '/v1/accounts', cafeToken);
    expect(status).toBe(200);
    expect(body.accounts.map((account: Json) => account.accountName)).toEqual([
      'فيصل الدوسري',
      'مقهى الرياض',
      'مطاعم بيت المندي',
      'عيادات ابتسامة لطب الأسنان',
    ]);
    expect(body.accounts[1]).toEqual({
      name: cafeChain().name,
      accountName: 'مقهى الرياض',
      type: 'LOCATION_GROUP',
      role: 'PRIMARY_OWNER',
      verificationState: 'VERIFIED',
      vettedState: 'NOT_VETTED',
      permissionLevel: 'OWNER_LEVEL',
    });
    expect(body.nextPageToken).toBeUndefined();
  });

  it('pages accounts', async () => {
    const { items, pages } = await allPages(standin, '/v1/accounts?pageSize=3', 'accounts', cafeToken);
    expect(pages).toBe(2);
    expect(items).toHaveLength(4);
  });

  it('answers {} for a Google user without any Business Profile', async () => {
    const token = await accessTokenOf(standin, STANDIN_USERS.noBusiness);
    const { status, body } = await getJson(standin, '/v1/accounts', token);
    expect(status).toBe(200);
    expect(body).toEqual({});
  });
});

describe('locations (Business Information v1)', () => {
  it('requires readMask like Google', async () => {
    const { status, body } = await getJson(standin, `/v1/${cafeChain().name}/locations`, cafeToken);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(body.error.details[0].fieldViolations[0].field).toBe('read_mask');
  });

  it('refuses a readMask naming a field Location does not have', async () => {
    const { status } = await getJson(
      standin,
      `/v1/${cafeChain().name}/locations?readMask=title,rating`,
      cafeToken,
    );
    expect(status).toBe(400);
  });

  it('returns only the masked fields', async () => {
    const { body } = await getJson(
      standin,
      `/v1/${cafeChain().name}/locations?readMask=name,title,metadata.placeId`,
      cafeToken,
    );
    expect(body.locations).toHaveLength(3);
    expect(body.locations[0]).toEqual({
      name: expect.stringMatching(/^locations\/\d+$/),
      title: 'مقهى الرياض - العليا',
      metadata: { placeId: olaya().placeId },
    });
  });

  it('returns the full location for the mask the API client uses', async () => {
    const readMask = 'name,title,storefrontAddress,phoneNumbers,websiteUri,metadata,languageCode,categories';
    const { body } = await getJson(
      standin,
      `/v1/${cafeChain().name}/locations?readMask=${readMask}`,
      cafeToken,
    );
    expect(body.locations[1]).toMatchObject({
      title: 'مقهى الرياض - التحلية',
      languageCode: 'ar',
      storefrontAddress: { regionCode: 'SA', locality: 'جدة', addressLines: [expect.any(String)] },
      phoneNumbers: { primaryPhone: expect.stringMatching(/^012 /) },
      websiteUri: expect.stringMatching(/^https:\/\//),
      categories: { primaryCategory: { displayName: 'مقهى' } },
      metadata: {
        placeId: expect.stringMatching(/^ChIJ/),
        mapsUri: expect.stringContaining('cid='),
        newReviewUri: expect.stringContaining('placeid='),
      },
    });
  });

  it('pages with pageSize and nextPageToken, lowering pageSize above 100', async () => {
    const path = `/v1/${cafeChain().name}/locations?readMask=name&pageSize=2`;
    const { items, pages } = await allPages(standin, path, 'locations', cafeToken);
    expect(pages).toBe(2);
    expect(new Set(items.map((item) => item.name)).size).toBe(3);

    const large = await getJson(
      standin,
      `/v1/${cafeChain().name}/locations?readMask=name&pageSize=1000`,
      cafeToken,
    );
    expect(large.status).toBe(200);
    expect(large.body.locations).toHaveLength(3);
  });

  it('never shows another user’s locations', async () => {
    const { status, body } = await getJson(
      standin,
      `/v1/${cafeChain().name}/locations?readMask=name`,
      hotelToken,
    );
    expect(status).toBe(403);
    expect(body.error.status).toBe('PERMISSION_DENIED');
    expect((await getJson(standin, '/v1/accounts/123/locations?readMask=name', hotelToken)).status).toBe(404);
  });
});

describe('reviews (My Business v4)', () => {
  const reviewsPath = () => `/v4/${olaya().name}/reviews`;

  it('returns 50 reviews per page at most, with the average and the total', async () => {
    const { status, body } = await getJson(standin, `${reviewsPath()}?pageSize=500`, cafeToken);
    expect(status).toBe(200);
    expect(body.reviews).toHaveLength(50);
    expect(body.totalReviewCount).toBe(olaya().reviewCount);
    expect(body.averageRating).toBeGreaterThanOrEqual(1);
    expect(body.averageRating).toBeLessThanOrEqual(5);
    expect(body.nextPageToken).toEqual(expect.any(String));
  });

  it('walks every review exactly once through the pages, newest update first', async () => {
    const { items, last } = await allPages(standin, `${reviewsPath()}?pageSize=37`, 'reviews', cafeToken);
    expect(items).toHaveLength(olaya().reviewCount);
    expect(new Set(items.map((review) => review.name)).size).toBe(items.length);
    expect(last.nextPageToken).toBeUndefined();
    const updateTimes = items.map((review) => review.updateTime);
    expect([...updateTimes].sort().reverse()).toEqual(updateTimes);

    const stars = items.map(
      (review) => ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].indexOf(review.starRating) + 1,
    );
    const average = Math.round((stars.reduce((sum, star) => sum + star, 0) / stars.length) * 10) / 10;
    expect(last.averageRating).toBe(average);
  });

  it('orders by rating, ascending or descending', async () => {
    const ascending = await allPages(standin, `${reviewsPath()}?orderBy=rating`, 'reviews', cafeToken);
    const descending = await allPages(
      standin,
      `${reviewsPath()}?orderBy=rating%20desc`,
      'reviews',
      cafeToken,
    );
    expect(ascending.items[0].starRating).toBe('ONE');
    expect(ascending.items.at(-1)!.starRating).toBe('FIVE');
    expect(descending.items[0].starRating).toBe('FIVE');
    expect(descending.items.at(-1)!.starRating).toBe('ONE');
    expect((await getJson(standin, `${reviewsPath()}?orderBy=stars`, cafeToken)).status).toBe(400);
  });

  it('refuses a page token from another query', async () => {
    const first = await getJson(standin, `${reviewsPath()}?orderBy=rating`, cafeToken);
    const { status } = await getJson(
      standin,
      `${reviewsPath()}?pageToken=${first.body.nextPageToken}`,
      cafeToken,
    );
    expect(status).toBe(400);
  });

  it('uses Google’s field names, with anonymous, rating-only and translated reviews among them', async () => {
    const { items } = await allPages(standin, reviewsPath(), 'reviews', cafeToken);
    expect(items[0]).toEqual(
      expect.objectContaining({
        name: expect.stringMatching(new RegExp(`^${olaya().name}/reviews/`)),
        reviewId: expect.any(String),
        reviewer: expect.objectContaining({ displayName: expect.any(String) }),
        starRating: expect.stringMatching(/^(ONE|TWO|THREE|FOUR|FIVE)$/),
        createTime: expect.stringMatching(/Z$/),
        updateTime: expect.stringMatching(/Z$/),
      }),
    );
    const anonymous = items.find((review) => review.reviewer.isAnonymous)!;
    expect(anonymous.reviewer).toEqual({ displayName: 'A Google User', isAnonymous: true });
    const named = items.find((review) => !review.reviewer.isAnonymous)!;
    expect(named.reviewer.profilePhotoUrl).toMatch(/\/avatars\/.+\.svg$/);
    expect((await fetch(named.reviewer.profilePhotoUrl)).headers.get('content-type')).toContain(
      'image/svg+xml',
    );

    expect(items.some((review) => !('comment' in review))).toBe(true);
    const translated = items.find((review) => review.comment?.startsWith('(Translated by Google)'))!;
    expect(translated.comment).toMatch(/^\(Translated by Google\) .+\n\n\(Original\)\n.+/s);
    expect(items.some((review) => review.reviewReply?.comment)).toBe(true);
  });

  it('answers {} for a location without reviews', async () => {
    const clinics = cafeOwner().accounts.find((account) => account.accountName.startsWith('عيادات'))!;
    const empty = clinics.locations.find((location) => location.reviewCount === 0)!;
    const { status, body } = await getJson(standin, `/v4/${empty.name}/reviews`, cafeToken);
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('never shows another user’s reviews, nor a location under the wrong account', async () => {
    expect((await getJson(standin, reviewsPath(), hotelToken)).status).toBe(403);
    const hotel = hotelOwner().accounts[1].locations[0];
    const locationId = hotel.name.split('/').at(-1);
    const mixed = `/v4/${cafeChain().name}/locations/${locationId}/reviews`;
    expect((await getJson(standin, mixed, cafeToken)).status).toBe(404);
  });

  it('writes, reads back and deletes a reply', async () => {
    const { body } = await getJson(standin, `${reviewsPath()}?orderBy=rating`, cafeToken);
    const review = body.reviews[0];
    const reply = await sendJsonRequest(
      standin,
      'PUT',
      `/v4/${review.name}/reply`,
      { comment: 'نعتذر لك، تواصل معنا' },
      cafeToken,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ comment: 'نعتذر لك، تواصل معنا', updateTime: expect.any(String) });

    const fetched = await getJson(standin, `/v4/${review.name}`, cafeToken);
    expect(fetched.body.reviewReply.comment).toBe('نعتذر لك، تواصل معنا');

    const deleted = await sendJsonRequest(
      standin,
      'DELETE',
      `/v4/${review.name}/reply`,
      undefined,
      cafeToken,
    );
    expect(deleted).toMatchObject({ status: 200, body: {} });
    expect((await getJson(standin, `/v4/${review.name}`, cafeToken)).body.reviewReply).toBeUndefined();
    // A retried DELETE is harmless.
    expect(
      (await sendJsonRequest(standin, 'DELETE', `/v4/${review.name}/reply`, undefined, cafeToken)).status,
    ).toBe(200);
  });

  it('refuses an empty or oversized reply, and a reply to another user’s review', async () => {
    const { body } = await getJson(standin, reviewsPath(), cafeToken);
    const path = `/v4/${body.reviews[0].name}/reply`;
    expect((await sendJsonRequest(standin, 'PUT', path, { comment: ' ' }, cafeToken)).status).toBe(400);
    expect(
      (await sendJsonRequest(standin, 'PUT', path, { comment: 'ب'.repeat(2100) }, cafeToken)).status,
    ).toBe(400);
    expect((await sendJsonRequest(standin, 'PUT', path, { comment: 'Thanks' }, hotelToken)).status).toBe(403);
  });

  it('lists a review added while it runs first', async () => {
    const added = standin.addReview({
      location: olaya().name,
      starRating: 'TWO',
      comment: 'القهوة باردة اليوم',
    });
    const { body } = await getJson(standin, `/v4/${olaya().name}/reviews?pageSize=1`, cafeToken);
    expect(body.reviews[0].name).toBe(added.name);
    expect(body.totalReviewCount).toBe(olaya().reviewCount + 1);
  });
});
