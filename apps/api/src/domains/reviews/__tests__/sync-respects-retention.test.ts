// A sync must not bring back what the daily data retention deleted: Google still returns old reviews, and
// the sync stores only those within the business's retention period ('forever' keeps them all).
import type { DataRetention } from '@sumaa/contracts';
import { monthsBefore } from '../../businesses/data-retention-job';
import {
  STANDIN_USERS,
  asMember,
  connectedOwner,
  linkOrFail,
  seededLocations,
  startStandinTestBed,
  startSync,
  type StandinTestBed,
} from './support/standin-steps';
import type { RegisteredAccount } from '../../../testing/factories';

let bed: StandinTestBed;
beforeAll(async () => {
  bed = await startStandinTestBed();
});
afterAll(async () => {
  await bed.close();
});

const app = () => bed.t.app;

/** The cafe owner's locations with the fewest reviews first: a sync of 1000 per location fetches them whole. */
function smallLocations() {
  return [...seededLocations(bed.standin, STANDIN_USERS.cafeOwner)].sort(
    (a, b) => a.reviewCount - b.reviewCount,
  );
}

async function setRetention(owner: RegisteredAccount, dataRetention: DataRetention): Promise<void> {
  const response = await app().inject({
    method: 'PUT',
    url: '/api/business-settings',
    headers: asMember(owner),
    payload: { privacy: { dataRetention } },
  });
  expect(response.statusCode).toBe(200);
}

/** A business with `dataRetention`, linked to `location`, where Google also holds a recent and a 2-year-old review. */
async function syncWithOldReview(location: { name: string; placeId: string }, dataRetention: DataRetention) {
  const owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
  await setRetention(owner, dataRetention);
  await linkOrFail(app(), owner, [location.placeId]);
  const now = bed.t.clock.now();
  const twoYearsAgo = bed.standin.addReview({
    location: location.name,
    starRating: 2,
    reviewerName: 'Old Customer',
    comment: 'Written long ago',
    createTime: monthsBefore(now, 24).toISOString(),
  });
  const lastMonth = bed.standin.addReview({
    location: location.name,
    starRating: 5,
    reviewerName: 'New Customer',
    comment: 'Written last month',
    createTime: monthsBefore(now, 1).toISOString(),
  });
  const response = await startSync(app(), owner, { maxPerLocation: 1000 });
  expect(response.statusCode).toBe(202);
  await app().jobs.runUntilIdle();
  const [job] = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ status: string }>('SELECT status FROM sync_jobs WHERE id = $1', [response.json().model.id]),
  );
  expect(job.status).toBe('completed');
  const stored = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ google_name: string; create_time: Date }>(
      'SELECT google_name, create_time FROM reviews WHERE business_id = $1',
      [owner.businessId],
    ),
  );
  return {
    now,
    stored,
    names: new Set(stored.map((review) => review.google_name)),
    oldName: twoYearsAgo.name as string,
    recentName: lastMonth.name as string,
  };
}

describe('a review sync and the data retention', () => {
  it('with 1 year kept, does not store a review from 2 years ago that Google still returns', async () => {
    const { now, stored, names, oldName, recentName } = await syncWithOldReview(smallLocations()[0], '1year');
    expect(names.has(recentName)).toBe(true);
    expect(names.has(oldName)).toBe(false);
    // Nor any seeded review past the period.
    const cutoff = monthsBefore(now, 12).getTime();
    expect(stored.every((review) => review.create_time.getTime() >= cutoff)).toBe(true);
  });

  it('with "forever", stores it', async () => {
    const location = smallLocations()[1];
    const { stored, names, oldName, recentName } = await syncWithOldReview(location, 'forever');
    expect(names.has(recentName)).toBe(true);
    expect(names.has(oldName)).toBe(true);
    expect(stored).toHaveLength(location.reviewCount + 2);
  });
});
