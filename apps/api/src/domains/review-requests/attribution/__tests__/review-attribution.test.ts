// Attribution (issue 23, "Tracking"): once a sync of the business's Google reviews completes (reviews.synced), a
// new review whose author's first and last names match the contact's, Arabic spellings, case and accents folded,
// written within 14 days after the contact's request was clicked, is shown on the request as probably from it.
// Not after 14 days, not before the click, not for another name, not for a request never clicked, never across
// businesses; each review goes to one request; a repeated delivery changes nothing.
import { signIn } from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { addLocation, advanceToRiyadhTime } from '../../__tests__/support/review-request-steps';
import { nameKey, namesMatch } from '..';
import {
  askedContact,
  clickRequest,
  completeSync as completeReviewSync,
  newBusiness,
  storeReview as storeSyncedReview,
  requestOf,
  useRecordingChannels,
  type Business,
} from '../../webhooks/__tests__/support/webhook-steps';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  useRecordingChannels(t.app);
  advanceToRiyadhTime(t, 12);
});
afterAll(async () => {
  await t.close();
});

let phoneCounter = 2000000;
const nextPhone = () => `+96655${phoneCounter++}`;

/** Tokens valid at the test clock's now (it moves days ahead). */
async function signedInAgain(business: Business): Promise<void> {
  business.owner.token = (
    await signIn(t.app, business.owner.email, business.owner.password)
  ).json().model.token;
}

const click = (business: Business, requestId: string) => clickRequest(t, business, requestId);
const storeReview = (business: Business, review: Parameters<typeof storeSyncedReview>[2]) =>
  storeSyncedReview(t, business, review);
async function completeSync(business: Business, newReviewIds: string[]): Promise<void> {
  await completeReviewSync(t, business, newReviewIds);
  await signedInAgain(business);
}

describe('names', () => {
  it('compares the first and last names, Arabic spellings, case and accents folded', () => {
    expect(namesMatch('نورة القحطاني', 'نورة محمد القحطاني')).toBe(true);
    expect(namesMatch('Sara Al-Harbi', 'SÁRA al harbi')).toBe(true);
    expect(namesMatch('Sara Al-Harbi', 'Sara Otaibi')).toBe(false);
    expect(namesMatch('Fahad', 'Fahad Otaibi')).toBe(false);
    expect(namesMatch('Fahad', 'fahad')).toBe(true);
    expect(namesMatch(null, 'Fahad')).toBe(false);
    expect(nameKey(' - ')).toBeNull();
  });
});

describe('attributing synced reviews', () => {
  let cafe: Business;
  let other: Business;
  beforeAll(async () => {
    cafe = await newBusiness(t, 'Qahwa House');
    other = await newBusiness(t, 'Other Cafe');
  });
  /** Tokens valid at the test clock's now (it moves days ahead). */
  beforeEach(async () => {
    await signedInAgain(cafe);
    await signedInAgain(other);
  });

  it('marks a review by the contact’s name within 14 days of the click as probably from the request', async () => {
    const asked = await askedContact(t, cafe, { name: 'نورة القحطاني', phone: nextPhone() }, 'whatsapp');
    const clickedAt = await click(cafe, asked.requestId);
    // Google shows the name as the reviewer wrote it: ة as ه, ى for ي, a diacritic.
    const reviewId = await storeReview(cafe, {
      author: 'نُوره القحطانى',
      at: new Date(clickedAt.getTime() + 3 * DAY_MS),
      stars: 4,
    });
    t.clock.advance(4 * DAY_MS);
    await completeSync(cafe, [reviewId]);

    expect((await requestOf(t, cafe, asked.requestId)).probableReview).toEqual({
      reviewId,
      reviewedAt: new Date(clickedAt.getTime() + 3 * DAY_MS).toISOString(),
      authorName: 'نُوره القحطانى',
      stars: 4,
    });
    // Delivered again (at least once): nothing changes.
    const before = await requestOf(t, cafe, asked.requestId);
    await completeSync(cafe, [reviewId]);
    expect(await requestOf(t, cafe, asked.requestId)).toEqual(before);
  });

  it('marks nothing after 14 days, before the click, for another name, or without a click', async () => {
    const late = await askedContact(t, cafe, { name: 'Sara Al-Harbi', phone: nextPhone() }, 'whatsapp');
    const early = await askedContact(t, cafe, { name: 'Lama Saleh', phone: nextPhone() }, 'whatsapp');
    const otherName = await askedContact(t, cafe, { name: 'Fahad Otaibi', phone: nextPhone() }, 'sms');
    const unclicked = await askedContact(t, cafe, { name: 'Reem Zahrani', phone: nextPhone() }, 'whatsapp');
    const clickedAt = await click(cafe, late.requestId);
    await click(cafe, early.requestId);
    await click(cafe, otherName.requestId);
    const ids = [
      await storeReview(cafe, { author: 'Sara Al Harbi', at: new Date(clickedAt.getTime() + 15 * DAY_MS) }),
      await storeReview(cafe, { author: 'Lama Saleh', at: new Date(clickedAt.getTime() - 60_000) }),
      await storeReview(cafe, { author: 'Fahad Qahtani', at: new Date(clickedAt.getTime() + DAY_MS) }),
      await storeReview(cafe, { author: 'Reem Zahrani', at: new Date(clickedAt.getTime() + DAY_MS) }),
    ];
    t.clock.advance(16 * DAY_MS);
    await completeSync(cafe, ids);
    for (const { requestId } of [late, early, otherName, unclicked]) {
      expect((await requestOf(t, cafe, requestId)).probableReview).toBeNull();
    }
  });

  it('gives one review to one request, and never reads another business’s reviews', async () => {
    const phone = nextPhone();
    const first = await askedContact(t, cafe, { name: 'Huda Saad', phone }, 'whatsapp');
    const second = await askedContact(t, cafe, { name: 'Huda Saad', email: 'huda@example.com' }, 'email');
    const elsewhere = await askedContact(t, other, { name: 'Huda Saad', phone }, 'whatsapp');
    await click(cafe, first.requestId);
    t.clock.advance(60_000);
    const lastClick = await click(cafe, second.requestId);
    await click(other, elsewhere.requestId);
    const reviewId = await storeReview(cafe, {
      author: 'Huda Saad',
      at: new Date(lastClick.getTime() + DAY_MS),
    });
    t.clock.advance(2 * DAY_MS);
    await completeSync(cafe, [reviewId]);
    await completeSync(other, []);

    // The request clicked last before the review takes it; the other stays without.
    expect((await requestOf(t, cafe, second.requestId)).probableReview?.reviewId).toBe(reviewId);
    expect((await requestOf(t, cafe, first.requestId)).probableReview).toBeNull();
    expect((await requestOf(t, other, elsewhere.requestId)).probableReview).toBeNull();
  });

  it('looks only at the request’s own location', async () => {
    const malqa = await addLocation(t.app, cafe.owner.businessId, 'Malqa');
    const asked = await askedContact(t, cafe, { name: 'Wafa Nasser', phone: nextPhone() }, 'whatsapp');
    const clickedAt = await click(cafe, asked.requestId);
    const reviewId = await storeReview(cafe, {
      author: 'Wafa Nasser',
      at: new Date(clickedAt.getTime() + DAY_MS),
      locationId: malqa,
    });
    t.clock.advance(2 * DAY_MS);
    await completeSync(cafe, [reviewId]);
    expect((await requestOf(t, cafe, asked.requestId)).probableReview).toBeNull();
  });
});
