// What a sync keeps is the SyncPolicy handed to syncReviewsJob (issue 20), not the businesses' and billing's
// rules looked up inside it: the real job, run against the Google stand-in by a queue given a policy of the
// test's own, stores exactly what that policy keeps: no review created before its retention cutoff, and no
// more new reviews than its admission lets in; an update to a review already held always passes.
import { syncJobSchema, type SyncJob } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';
import { JobQueue } from '../../../jobs/job-queue';
import type { RegisteredAccount } from '../../../testing/factories';
import type { GoogleReview } from '../../google';
import { toReviewRecord } from '../review-records';
import { FULL_PASS_REVIEWS_PER_COMMIT } from '../sync/full-pass';
import type { SyncPolicy } from '../sync/sync-policy';
import { syncReviewsJob } from '../sync/sync-reviews-job';
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

let bed: StandinTestBed;
beforeAll(async () => {
  bed = await startStandinTestBed();
});
afterAll(async () => {
  await bed.close();
});

const app = () => bed.t.app;

/** The café owner's locations with reviews, fewest first (95, 140, 260, …: a few pages each). */
const cafes = () =>
  seededLocations(bed.standin, STANDIN_USERS.cafeOwner)
    .filter((location) => location.reviewCount > 0)
    .sort((a, b) => a.reviewCount - b.reviewCount);

interface PolicyCall {
  businessId: string;
  now: Date;
}

/**
 * A policy of the test's own: reviews created before `cutoff` are not kept, and new reviews are admitted while
 * the business holds fewer than `holdAtMost` (counted in the sync's transaction, as the plan's limit is).
 */
function testPolicy(options: { cutoff: Date | null; holdAtMost: number | null }) {
  const calls = { retention: [] as PolicyCall[], admission: [] as PolicyCall[] };
  const policy: SyncPolicy = {
    async retentionCutoff(_tx, businessId, now) {
      calls.retention.push({ businessId, now });
      return options.cutoff;
    },
    async admitNewReviews<T>(
      tx: SqlExecutor,
      scope: { businessId: string; now: Date },
      offered: readonly T[],
      isNew: (record: T) => boolean,
    ) {
      calls.admission.push(scope);
      if (options.holdAtMost === null) return [...offered];
      const [{ held }] = await tx.query<{ held: number }>(
        'SELECT count(*)::int AS held FROM reviews WHERE business_id = $1',
        [scope.businessId],
      );
      let room = Math.max(0, options.holdAtMost - held);
      return offered.filter((record) => {
        if (!isNew(record)) return true;
        if (room === 0) return false;
        room -= 1;
        return true;
      });
    },
    async allowsScheduledSync() {
      return true;
    },
  };
  return { policy, calls };
}

/** A process whose only job kind is the sync, with `policy` handed in. */
function syncWorker(policy: SyncPolicy): JobQueue {
  return new JobQueue({
    database: app().db,
    now: app().now,
    log: app().log,
    kinds: [syncReviewsJob(app(), policy)],
    leaseMs: 60_000,
    pollIntervalMs: 60_000,
    concurrency: 1,
    retryBaseMs: 1_000,
    retryMaxMs: 5_000,
  });
}

/** Queues a sync over HTTP, runs it with `policy` and answers the finished job. */
async function syncWith(
  policy: SyncPolicy,
  owner: RegisteredAccount,
  body: Record<string, unknown> = {},
): Promise<SyncJob> {
  const response = await startSync(app(), owner, body);
  if (response.statusCode !== 202) throw new Error(`sync refused: ${response.statusCode} ${response.body}`);
  const queued = syncJobSchema.parse(response.json().model);
  expect(await syncWorker(policy).runUntilIdle()).toBe(1);
  const read = await app().inject({
    method: 'GET',
    url: `/api/reviews/sync/${queued.id}`,
    headers: asMember(owner),
  });
  return syncJobSchema.parse(read.json().model);
}

interface StoredReview {
  google_name: string;
  stars: number;
  create_time: Date;
}

async function stored(owner: RegisteredAccount): Promise<Map<string, StoredReview>> {
  const rows = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<StoredReview>(
      'SELECT google_name, stars, create_time FROM reviews WHERE business_id = $1 AND removed_at IS NULL',
      [owner.businessId],
    ),
  );
  return new Map(rows.map((row) => [row.google_name, row]));
}

/** What Google holds for the location that Sumaa can store (with a star rating), newest update first. */
function googleRecords(location: { name: string }) {
  return bed.standin
    .reviewsOf(location.name)
    .flatMap((review) => toReviewRecord(review as unknown as GoogleReview) ?? []);
}

describe('a sync with a policy handed in', () => {
  it('stores only the reviews newer than its retention cutoff, and only as many new ones as it admits', async () => {
    const location = cafes()[1];
    const owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    await linkOrFail(app(), owner, [location.placeId]);
    const google = googleRecords(location);
    // The cutoff halves what Google holds; the admission lets in fewer than what is left.
    const byCreation = google.map((record) => Date.parse(record.create_time)).sort((a, b) => b - a);
    const cutoff = new Date(byCreation[Math.floor(byCreation.length / 2)]);
    const within = google.filter((record) => Date.parse(record.create_time) >= cutoff.getTime());
    expect(within.length).toBeGreaterThan(30);
    expect(within.length).toBeLessThan(google.length);
    const { policy, calls } = testPolicy({ cutoff, holdAtMost: 25 });

    const job = await syncWith(policy, owner, { maxPerLocation: 1000 });

    expect(job).toMatchObject({
      status: 'completed',
      mode: 'full',
      reviewsImported: location.reviewCount,
      changes: { newReviews: 25, updatedReviews: 0, removedReviews: 0 },
    });
    const after = await stored(owner);
    // The newest 25 (Google's order, newest update first) of those within the cutoff, and nothing else.
    expect([...after.keys()].sort()).toEqual(
      within
        .slice(0, 25)
        .map((record) => record.google_name)
        .sort(),
    );
    expect([...after.values()].every((review) => review.create_time.getTime() >= cutoff.getTime())).toBe(
      true,
    );
    // Each transaction of the full pass (a batch of Google's pages) asked the policy, about this business, at
    // the job's time.
    expect(calls.retention.length).toBeGreaterThanOrEqual(
      Math.ceil(location.reviewCount / FULL_PASS_REVIEWS_PER_COMMIT),
    );
    expect(calls.admission.length).toBe(calls.retention.length);
    for (const call of [...calls.retention, ...calls.admission]) {
      expect(call).toEqual({ businessId: owner.businessId, now: bed.t.clock.now() });
    }
  });

  it('in an incremental sync, lets an edit through and holds back the new reviews past its admission', async () => {
    const location = cafes()[0];
    const owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    await linkOrFail(app(), owner, [location.placeId]);
    const keepAll = testPolicy({ cutoff: null, holdAtMost: null });
    expect(await syncWith(keepAll.policy, owner, { maxPerLocation: 1000 })).toMatchObject({
      status: 'completed',
      mode: 'full',
    });
    const before = await stored(owner);
    expect(before.size).toBe(googleRecords(location).length);

    // Two new reviews at Google, and a held one edited: the edit moves to the top, then the newer new one.
    const now = Date.now();
    const older = bed.standin.addReview({
      location: location.name,
      starRating: 4,
      comment: 'Good coffee',
      createTime: new Date(now - 2_000).toISOString(),
    });
    const newer = bed.standin.addReview({
      location: location.name,
      starRating: 5,
      comment: 'Best coffee in town',
      createTime: new Date(now - 1_000).toISOString(),
    });
    const edited = googleRecords(location)[10];
    bed.standin.editReview(edited.google_name, { starRating: edited.stars === 1 ? 2 : 1 });
    const keepAllAsked = keepAll.calls.admission.length;
    // Room for one new review more than the business holds.
    const oneMore = testPolicy({ cutoff: null, holdAtMost: before.size + 1 });

    const job = await syncWith(oneMore.policy, owner);

    expect(job).toMatchObject({
      status: 'completed',
      mode: 'incremental',
      changes: { newReviews: 1, updatedReviews: 1, removedReviews: 0 },
    });
    const after = await stored(owner);
    expect(after.size).toBe(before.size + 1);
    expect(after.has(newer.name as string)).toBe(true);
    expect(after.has(older.name as string)).toBe(false);
    expect(after.get(edited.google_name)?.stars).toBe(edited.stars === 1 ? 2 : 1);
    // The policy this run's job kind was built with was asked, and only it.
    expect(oneMore.calls.admission.length).toBeGreaterThan(0);
    expect(oneMore.calls.admission.every((call) => call.businessId === owner.businessId)).toBe(true);
    expect(keepAll.calls.admission).toHaveLength(keepAllAsked);
  });
});
