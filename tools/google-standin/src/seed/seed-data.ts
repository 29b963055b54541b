// Turns the seeded businesses into the stand-in's data: Google-looking ids (long numbers, place ids) derived from
// the seed, and each location's reviews from its own random stream.
import type { GoogleUser, SeedData, StoredAccount, StoredLocation } from '../model';
import { BASE64URL_ALPHABET, DIGITS, createRandom, hashSeed } from './prng';
import { generateReviews } from './review-generator';
import {
  BENCH_USER,
  SEEDED_ACCOUNTS,
  SEEDED_USERS,
  benchAccount,
  fleetUserAndAccount,
  type AccountSpec,
} from './seeded-businesses';

export interface SeedOptions {
  /** Same seed, same data. */
  seed: number;
  /** Review dates are spread over the two years before this moment. */
  now: Date;
  /** Reviews of the benchmark user's single location; 0 leaves the benchmark user out. */
  benchReviews: number;
  /** The scale benchmark's fleet: this many more users, each with one account of one location (default none). */
  fleet?: { users: number; reviewsEach: number };
}

export function createSeedData({ seed, now, benchReviews, fleet }: SeedOptions): SeedData {
  const userSpecs = benchReviews > 0 ? [...SEEDED_USERS, BENCH_USER] : [...SEEDED_USERS];
  const accountSpecs: AccountSpec[] =
    benchReviews > 0 ? [...SEEDED_ACCOUNTS, benchAccount(benchReviews)] : [...SEEDED_ACCOUNTS];
  for (let n = 1; n <= (fleet?.users ?? 0); n += 1) {
    const { user, account } = fleetUserAndAccount(n, fleet!.reviewsEach);
    userSpecs.push(user);
    accountSpecs.push(account);
  }

  const subByKey = new Map<string, string>();
  const users: GoogleUser[] = userSpecs.map(({ key, ...user }) => {
    const sub = numericId(seed, 'user', key, 21);
    subByKey.set(key, sub);
    return { ...user, sub };
  });

  const accounts: StoredAccount[] = [];
  const locations: StoredLocation[] = [];
  for (const accountSpec of accountSpecs) {
    const accountId = numericId(seed, 'account', accountSpec.key, 20);
    const accountLocations = accountSpec.locations.map((spec): StoredLocation => {
      const ids = createRandom(hashSeed(seed, 'location-ids', spec.key));
      return {
        id: `1${ids.chars(18, DIGITS)}`,
        accountId,
        title: spec.title,
        storeCode: spec.storeCode,
        languageCode: spec.languageCode,
        primaryPhone: spec.primaryPhone,
        storefrontAddress: spec.address,
        websiteUri: spec.websiteUri,
        category: spec.category,
        latlng: spec.latlng,
        placeId: `ChIJ${ids.chars(23, BASE64URL_ALPHABET)}`,
        cid: `1${ids.chars(18, DIGITS)}`,
        reviews: generateReviews(spec, createRandom(hashSeed(seed, 'reviews', spec.key)), now),
      };
    });
    locations.push(...accountLocations);
    accounts.push({
      id: accountId,
      accountName: accountSpec.accountName,
      type: accountSpec.type,
      verificationState: 'VERIFIED',
      vettedState: 'NOT_VETTED',
      members: accountSpec.members.map(({ userKey, role }) => ({ sub: subByKey.get(userKey)!, role })),
      locationIds: accountLocations.map((location) => location.id),
    });
  }
  return { users, accounts, locations };
}

/** A long decimal id like Google's (`accounts/1098…`), never starting with 0. */
function numericId(seed: number, kind: string, key: string, length: number): string {
  const random = createRandom(hashSeed(seed, kind, key));
  return `${random.int(1, 9)}${random.chars(length - 1, DIGITS)}`;
}
