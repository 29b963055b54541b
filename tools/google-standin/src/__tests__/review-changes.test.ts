// Reviews changing while the stand-in runs, as Google shows them: an edited review lists first again with its new
// stars and text (its reply kept), a removed one is gone from the list, the count and a direct read, both through
// the programmatic API and the /__standin/reviews/{name} paths.
import { STANDIN_USERS, startGoogleStandin, type GoogleStandin } from '../index';
import { accessTokenOf, getJson, sendJsonRequest } from './http-helpers';

let standin: GoogleStandin;
let token: string;

const hotel = () =>
  standin.users
    .find((user) => user.email === STANDIN_USERS.hotelOwner)!
    .accounts.flatMap((a) => a.locations)[0];
const reviewsPath = (pageSize = 50) => `/v4/${hotel().name}/reviews?pageSize=${pageSize}`;

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0 });
  token = await accessTokenOf(standin, STANDIN_USERS.hotelOwner);
});
afterAll(() => standin.stop());

/** A review from deep in the list (not the newest), with a reply. */
async function olderReview(): Promise<{ name: string; starRating: string; comment?: string }> {
  const { body } = await getJson(standin, reviewsPath(), token);
  const review = body.reviews[30];
  await sendJsonRequest(standin, 'PUT', `/v4/${review.name}/reply`, { comment: 'Thank you' }, token);
  return review;
}

describe('editReview', () => {
  it('changes the stars and the text, moves the review first, and keeps its reply', async () => {
    const review = await olderReview();
    const edited = standin.editReview(review.name, { starRating: 'ONE', comment: 'Changed my mind' });
    expect(edited).toMatchObject({ name: review.name, starRating: 'ONE', comment: 'Changed my mind' });

    const { body } = await getJson(standin, reviewsPath(1), token);
    expect(body.reviews[0]).toMatchObject({
      name: review.name,
      starRating: 'ONE',
      comment: 'Changed my mind',
      reviewReply: { comment: 'Thank you' },
    });
    expect(Date.parse(body.reviews[0].updateTime)).toBeGreaterThan(Date.parse(body.reviews[0].createTime));
    expect(body.totalReviewCount).toBe(hotel().reviewCount);
  });

  it('takes the text away with null, and refuses bad stars or an unknown review', async () => {
    const review = await olderReview();
    const edited = standin.editReview(review.name, { comment: null });
    expect(edited.comment).toBeUndefined();
    expect(edited.starRating).toBe(review.starRating);
    expect(() => standin.editReview(review.name, { starRating: 7 as never })).toThrow(/starRating/);
    expect(() => standin.editReview(`${hotel().name}/reviews/nope`, { comment: 'x' })).toThrow(
      /Unknown review/,
    );
  });

  it('is reachable as PUT /__standin/reviews/{name}', async () => {
    const review = await olderReview();
    const response = await sendJsonRequest(standin, 'PUT', `/__standin/reviews/${review.name}`, {
      starRating: 5,
      comment: 'Better on a second visit',
    });
    expect(response).toMatchObject({
      status: 200,
      body: { name: review.name, starRating: 'FIVE', comment: 'Better on a second visit' },
    });
    expect((await getJson(standin, reviewsPath(1), token)).body.reviews[0].name).toBe(review.name);
    const unknown = await sendJsonRequest(standin, 'PUT', `/__standin/reviews/${hotel().name}/reviews/nope`, {
      starRating: 5,
    });
    expect(unknown.status).toBe(404);
    const bad = await sendJsonRequest(standin, 'PUT', `/__standin/reviews/${review.name}`, { starRating: 0 });
    expect(bad.status).toBe(400);
  });
});

describe('removeReview', () => {
  it('takes the review off the list, the count and its own path', async () => {
    const before = (await getJson(standin, reviewsPath(1), token)).body.totalReviewCount as number;
    const review = await olderReview();
    expect(standin.removeReview(review.name)).toMatchObject({ name: review.name });

    const { body } = await getJson(standin, reviewsPath(), token);
    expect(body.totalReviewCount).toBe(before - 1);
    expect(body.reviews.some((listed: { name: string }) => listed.name === review.name)).toBe(false);
    expect((await getJson(standin, `/v4/${review.name}`, token)).status).toBe(404);
    expect(() => standin.removeReview(review.name)).toThrow(/Unknown review/);
  });

  it('is reachable as DELETE /__standin/reviews/{name}, 404 once gone', async () => {
    const review = await olderReview();
    const path = `/__standin/reviews/${review.name}`;
    expect(await sendJsonRequest(standin, 'DELETE', path)).toMatchObject({
      status: 200,
      body: { name: review.name },
    });
    expect((await sendJsonRequest(standin, 'DELETE', path)).status).toBe(404);
  });
});
