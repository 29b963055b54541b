import { createSeedData } from '../seed/seed-data';

const now = new Date('2025-06-01T12:00:00Z');

describe('the seeded data', () => {
  const data = createSeedData({ seed: 7, now, benchReviews: 10_000 });
  const seededLocations = data.locations.filter(
    (location) => location.title !== 'Bench Roasters - Load Test',
  );
  const reviews = seededLocations.flatMap((location) => location.reviews);
  const share = (predicate: (review: (typeof reviews)[number]) => boolean) =>
    reviews.filter(predicate).length / reviews.length;

  it('is the same for the same seed and differs for another', () => {
    const once = createSeedData({ seed: 7, now, benchReviews: 0 });
    const again = createSeedData({ seed: 7, now, benchReviews: 0 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
    // The benchmark location has its own stream: adding it changes nobody else's reviews.
    expect(JSON.stringify(data.locations.slice(0, once.locations.length))).toBe(
      JSON.stringify(once.locations),
    );
    const other = createSeedData({ seed: 8, now, benchReviews: 0 });
    expect(other.locations[0].reviews[0].reviewId).not.toBe(data.locations[0].reviews[0].reviewId);
  });

  it('holds a few thousand reviews over several Arabic and English businesses', () => {
    expect(data.accounts.length).toBeGreaterThanOrEqual(6);
    expect(reviews.length).toBeGreaterThan(3000);
    expect(reviews.length).toBeLessThan(6000);
    const comments = reviews.flatMap((review) => review.comment ?? []);
    expect(comments.some((comment) => /[\u0600-\u06ff]/.test(comment))).toBe(true);
    expect(comments.some((comment) => /^[\x20-\x7e’]+$/.test(comment))).toBe(true);
  });

  it('has anonymous, rating-only, translated and already answered reviews in realistic shares', () => {
    expect(share((review) => review.reviewer.isAnonymous)).toBeCloseTo(0.1, 1);
    expect(share((review) => review.comment === undefined)).toBeCloseTo(0.15, 1);
    expect(share((review) => review.comment?.startsWith('(Translated by Google)') ?? false)).toBeGreaterThan(
      0.05,
    );
    expect(share((review) => review.comment?.startsWith('(Translated by Google)') ?? false)).toBeLessThan(
      0.15,
    );
    expect(share((review) => review.reviewReply !== undefined)).toBeGreaterThan(0.2);
    expect(share((review) => review.stars >= 4)).toBeGreaterThan(0.5);
    expect(share((review) => review.stars <= 2)).toBeGreaterThan(0.1);
  });

  it('dates reviews over the last two years and replies after their review', () => {
    const twoYearsAgo = now.getTime() - 731 * 24 * 60 * 60 * 1000;
    const misdated = reviews.filter((review) => {
      const created = Date.parse(review.createTime);
      return (
        created < twoYearsAgo ||
        created > now.getTime() ||
        Date.parse(review.updateTime) < created ||
        (review.reviewReply !== undefined && review.reviewReply.updateTime < review.updateTime)
      );
    });
    expect(misdated).toEqual([]);
  });

  it('gives the benchmark location the requested number of reviews, with unique ids', () => {
    const bench = data.locations.find((location) => location.title === 'Bench Roasters - Load Test')!;
    expect(bench.reviews).toHaveLength(10_000);
    expect(new Set(bench.reviews.map((review) => review.reviewId)).size).toBe(10_000);
    expect(createSeedData({ seed: 7, now, benchReviews: 0 }).users.map((user) => user.email)).not.toContain(
      'bench@standin.example',
    );
  });
});

describe('the scale benchmark fleet', () => {
  it('adds users fleet-1… each with an account of one location, unique place ids, none of the seeded ones changed', async () => {
    const plain = createSeedData({ seed: 7, now, benchReviews: 0 });
    const data = createSeedData({ seed: 7, now, benchReviews: 0, fleet: { users: 30, reviewsEach: 4 } });
    expect(data.users).toHaveLength(plain.users.length + 30);
    expect(JSON.stringify(data.locations.slice(0, plain.locations.length))).toBe(
      JSON.stringify(plain.locations),
    );
    const fleet = data.users.filter((user) => user.email.startsWith('fleet-'));
    expect(fleet.map((user) => user.email)).toContain('fleet-30@standin.example');
    const fleetLocations = data.locations.slice(plain.locations.length);
    expect(fleetLocations).toHaveLength(30);
    expect(fleetLocations.every((location) => location.reviews.length === 4)).toBe(true);
    expect(new Set(data.locations.map((location) => location.placeId)).size).toBe(data.locations.length);

    const { BusinessStore } = await import('../business-profile/business-store');
    const store = new BusinessStore(data);
    const owner = store.userByEmail('Fleet-7@standin.example')!;
    const accounts = store.accountsOf(owner.sub);
    expect(accounts).toHaveLength(1);
    expect(store.locationsOf(accounts[0])).toHaveLength(1);
    expect(store.userBySub(owner.sub)).toBe(owner);
  });
});
