// What a completed sync means to the other domains travels as the `reviews.synced` event, written in the
// transaction that completes the job. A process that dies after that commit and before the delivery loses
// nothing: the next process delivers it, once, and the wizard still moves on and the new reviews are still
// announced.
import { syncJobSchema, type SyncJob } from '@sumaa/contracts';
import { JobQueue } from '../../../jobs/job-queue';
import type { RegisteredAccount } from '../../../testing/factories';
import { syncReviewsJob } from '../sync/sync-reviews-job';
import {
  STANDIN_USERS,
  asMember,
  connectedOwner,
  currentStepOf,
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

/** A process that runs review syncs and nothing else, and so never delivers the events they raise. */
function syncOnlyWorker(): JobQueue {
  return new JobQueue({
    database: app().db,
    now: app().now,
    log: app().log,
    kinds: [syncReviewsJob(app())],
    leaseMs: 60_000,
    pollIntervalMs: 60_000,
    concurrency: 1,
    retryBaseMs: 1_000,
    retryMaxMs: 5_000,
  });
}

async function queueSync(owner: RegisteredAccount): Promise<SyncJob> {
  const response = await startSync(app(), owner);
  if (response.statusCode !== 202) throw new Error(`sync refused: ${response.statusCode} ${response.body}`);
  return syncJobSchema.parse(response.json().model);
}

async function jobStatus(owner: RegisteredAccount, id: string): Promise<string> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/reviews/sync/${id}`,
    headers: asMember(owner),
  });
  return syncJobSchema.parse(response.json().model).status;
}

interface EventRow {
  name: string;
  status: string;
  payload: { syncJobId: string; mode: string; newReviewIds: string[] };
  delivered_to: string[];
}

function syncEvents(owner: RegisteredAccount): Promise<EventRow[]> {
  return app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<EventRow>(
      `SELECT name, status, payload, delivered_to FROM domain_events
        WHERE business_id = $1 AND name = 'reviews.synced' ORDER BY created_at, id`,
      [owner.businessId],
    ),
  );
}

async function newReviewNotifications(owner: RegisteredAccount): Promise<number> {
  const [row] = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM notifications
        WHERE business_id = $1 AND user_id = $2 AND kind IN ('newReview', 'negativeReview')`,
      [owner.businessId, owner.userId],
    ),
  );
  return row.count;
}

describe('reviews.synced', () => {
  it('moves the wizard on after onboarding’s sync even when the process died between the commit and the delivery', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    const place = seededLocations(bed.standin, STANDIN_USERS.cafeOwner)[6];
    await linkOrFail(app(), owner, [place.placeId]);
    const stepBefore = await currentStepOf(app(), owner.userId);
    const queued = await queueSync(owner);

    // The sync completes in a process that then dies: its event is committed with it, not yet delivered.
    expect(await syncOnlyWorker().runUntilIdle()).toBe(1);
    expect(await jobStatus(owner, queued.id)).toBe('completed');
    expect(await syncEvents(owner)).toEqual([
      {
        name: 'reviews.synced',
        status: 'queued',
        payload: { syncJobId: queued.id, mode: 'full', newReviewIds: [] },
        delivered_to: [],
      },
    ]);
    expect(await currentStepOf(app(), owner.userId)).toBe(stepBefore);

    // The next process delivers it, once, to every subscriber.
    expect(await app().jobs.runUntilIdle()).toBe(1);
    expect(await currentStepOf(app(), owner.userId)).toBe(3);
    expect(await app().jobs.runUntilIdle()).toBe(0);
    const [delivered] = await syncEvents(owner);
    expect(delivered.status).toBe('completed');
    expect([...delivered.delivered_to].sort()).toEqual([
      'notifications.newReviews',
      'onboarding.wizardAfterSync',
      'replyRules.actOnNewReviews',
      'reviewRequests.attribution',
    ]);
    // A full sync announces nothing.
    expect(await newReviewNotifications(owner)).toBe(0);
  });

  it('announces an incremental sync’s new reviews once, after a process died before the delivery', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const location = seededLocations(bed.standin, STANDIN_USERS.hotelOwner)[1];
    await linkOrFail(app(), owner, [location.placeId]);
    await queueSync(owner);
    await app().jobs.runUntilIdle(); // onboarding's full sync and its event

    bed.standin.addReview({
      location: location.name,
      starRating: 'TWO',
      reviewerName: 'Salem',
      comment: 'Slow',
    });
    const queued = await queueSync(owner);
    expect(await syncOnlyWorker().runUntilIdle()).toBe(1);
    const pending = (await syncEvents(owner)).find((event) => event.payload.syncJobId === queued.id);
    expect(pending).toMatchObject({ status: 'queued', payload: { mode: 'incremental' } });
    expect(pending!.payload.newReviewIds).toHaveLength(1);
    expect(await newReviewNotifications(owner)).toBe(0);

    expect(await app().jobs.runUntilIdle()).toBe(1);
    expect(await newReviewNotifications(owner)).toBe(1);
    expect(await app().jobs.runUntilIdle()).toBe(0);
    expect(await newReviewNotifications(owner)).toBe(1);
  });
});
