// The inspection path: what "Google" holds for a location, read without a token, so tests can check exactly what
// a publish or a delete did.
import { STANDIN_USERS, startGoogleStandin, type GoogleStandin } from '../index';
import { accessTokenOf, getJson, sendJsonRequest, type Json } from './http-helpers';

let standin: GoogleStandin;
let token: string;

const hotelLocations = () =>
  standin.users
    .find((user) => user.email === STANDIN_USERS.hotelOwner)!
    .accounts.flatMap((account) => account.locations);

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0 });
  token = await accessTokenOf(standin, STANDIN_USERS.hotelOwner);
});
afterAll(() => standin.stop());
afterEach(() => standin.clearFaults());

describe('GET /__standin/…/locations/{l}/reviews', () => {
  it('lists every review of the location without a token, as the v4 API renders them, newest first', async () => {
    const location = hotelLocations()[3];
    const { status, body } = await getJson(standin, `/__standin/${location.name}/reviews`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ location: location.name, title: location.title, placeId: location.placeId });
    expect(body.reviews).toHaveLength(location.reviewCount);
    const updateTimes = body.reviews.map((review: Json) => review.updateTime);
    expect(updateTimes).toEqual([...updateTimes].sort().reverse());

    // The same resources the API serves to a token holder.
    const page = await getJson(standin, `/v4/${location.name}/reviews?pageSize=50`, token);
    expect(body.reviews.slice(0, 50)).toEqual(page.body.reviews);
  });

  it('shows a reply as soon as it is written, exactly, and not once it is deleted', async () => {
    const location = hotelLocations()[4];
    const before = (await getJson(standin, `/__standin/${location.name}/reviews`)).body.reviews as Json[];
    const target = before.find((review) => !review.reviewReply)!;
    const comment = 'شكراً لك على زيارتك 🌴 — we hope to see you again';

    const put = await sendJsonRequest(standin, 'PUT', `/v4/${target.name}/reply`, { comment }, token);
    expect(put.status).toBe(200);
    const replied = (await getJson(standin, `/__standin/${location.name}/reviews`)).body.reviews as Json[];
    expect(replied.find((review) => review.name === target.name)!.reviewReply).toEqual({
      comment,
      updateTime: put.body.updateTime,
    });

    expect(
      (await sendJsonRequest(standin, 'DELETE', `/v4/${target.name}/reply`, undefined, token)).status,
    ).toBe(200);
    const deleted = (await getJson(standin, `/__standin/${location.name}/reviews`)).body.reviews as Json[];
    expect(deleted.find((review) => review.name === target.name)!.reviewReply).toBeUndefined();
  });

  it('also takes the location’s short name', async () => {
    const location = hotelLocations()[3];
    const locationId = location.name.split('/').pop();
    const { status, body } = await getJson(standin, `/__standin/locations/${locationId}/reviews`);
    expect(status).toBe(200);
    expect(body.location).toBe(location.name);
    expect(body.reviews).toHaveLength(location.reviewCount);
  });

  it('answers 404 for an unknown location, or a location under another account', async () => {
    const [first] = hotelLocations();
    const otherAccount = hotelLocations().find(
      (location) => !location.name.startsWith(first.name.split('/locations')[0]),
    )!;
    const locationId = first.name.split('/').pop();
    for (const path of [
      '/__standin/locations/999999999/reviews',
      `/__standin/${otherAccount.name.split('/locations')[0]}/locations/${locationId}/reviews`,
    ]) {
      const { status, body } = await getJson(standin, path);
      expect(status).toBe(404);
      expect(body.error).toContain('Unknown location');
    }
  });

  it('is never hit by injected faults', async () => {
    standin.setFaults({ rate500: {}, rate429: {} });
    const location = hotelLocations()[4];
    expect((await getJson(standin, `/__standin/${location.name}/reviews`)).status).toBe(200);
    expect((await getJson(standin, `/v4/${location.name}/reviews`, token)).status).toBe(429);
  });
});

describe('standin.reviewsOf', () => {
  it('returns what the inspection path does, by any form of the location’s name', async () => {
    const location = hotelLocations()[3];
    const { body } = await getJson(standin, `/__standin/${location.name}/reviews`);
    expect(standin.reviewsOf(location.name)).toEqual(body.reviews);
    expect(standin.reviewsOf(location.name.slice(location.name.indexOf('locations/')))).toEqual(body.reviews);
    expect(() => standin.reviewsOf('locations/nowhere')).toThrow('Unknown location');
  });
});
