// Reviews keep arriving after onboarding: "Sync now" and the schedule run the sync incrementally against the
// Google stand-in. It brings exactly what is new (newest first, stopping at the first review held unchanged),
// updates what the reviewer edited, marks removed what Google no longer has (and shows again what comes back),
// announces only the new reviews, and the schedule queues each connected business once per interval, whatever
// the number of looks or processes.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { syncJobSchema, type SyncJob } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { type RegisteredAccount } from '../../../testing/factories';
import { notifyNewReviews } from '../../notifications/notify';
import { queueScheduledReviewSyncs } from '../sync/review-sync-schedule';
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
import { sharedSecretsFor } from '../../../testing/shared-secrets';

// The real notifications, watched: which reviews the sync announces, and when.
jest.mock('../../notifications/notify', () => {
  const actual = jest.requireActual('../../notifications/notify');
  return { ...actual, notifyNewReviews: jest.fn(actual.notifyNewReviews) };
});
const announced = jest.mocked(notifyNewReviews);

const MINUTE_MS = 60 * 1000;

let bed: StandinTestBed;
beforeAll(async () => {
  // The benchmark user's one location, for the test of a crash.
  bed = await startStandinTestBed({ benchReviews: 120 });
});
afterAll(async () => {
  await bed.close();
});
beforeEach(() => {
  announced.mockClear();
});

const app = () => bed.t.app;
// Each test links places of its own (a place belongs to one business). The hotel group's locations all hold
// more than 120 reviews (a full read of one takes at least three pages); the café owner's: 520, 430, 310, 380,
// 260, 140, 95 and none; the benchmark user's one: 120.
const hotels = () => seededLocations(bed.standin, STANDIN_USERS.hotelOwner);
const cafes = () => seededLocations(bed.standin, STANDIN_USERS.cafeOwner);

async function queueSync(owner: RegisteredAccount, body: Record<string, unknown> = {}): Promise<SyncJob> {
  const response = await startSync(app(), owner, body);
  if (response.statusCode !== 202) throw new Error(`sync refused: ${response.statusCode} ${response.body}`);
  return syncJobSchema.parse(response.json().model);
}

async function readJob(owner: RegisteredAccount, id: string): Promise<SyncJob> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/reviews/sync/${id}`,
    headers: asMember(owner),
  });
  return syncJobSchema.parse(response.json().model);
}

/** Queues a sync, runs it and answers the finished job. */
async function syncNow(owner: RegisteredAccount, body: Record<string, unknown> = {}): Promise<SyncJob> {
  const queued = await queueSync(owner, body);
  await app().jobs.runUntilIdle();
  return readJob(owner, queued.id);
}

/** A business connected to Google, `placeIds` linked, onboarding's full sync done. */
async function onboarded(googleEmail: string, placeIds: string[]): Promise<RegisteredAccount> {
  const owner = await connectedOwner(bed, googleEmail);
  await linkOrFail(app(), owner, placeIds);
  const first = await syncNow(owner);
  expect(first).toMatchObject({ status: 'completed', mode: 'full' });
  return owner;
}

interface StoredReview {
  id: string;
  google_name: string;
  stars: number;
  comment_original: string | null;
  sentiment: string;
  reply_comment: string | null;
  removed_at: Date | null;
}

async function stored(owner: RegisteredAccount): Promise<Map<string, StoredReview>> {
  const rows = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<StoredReview>(
      `SELECT id, google_name, stars, comment_original, sentiment, reply_comment, removed_at
         FROM reviews WHERE business_id = $1`,
      [owner.businessId],
    ),
  );
  return new Map(rows.map((row) => [row.google_name, row]));
}

/** Google's list of the location as the business's Google user sees it, newest first. */
async function googleReviews(location: { name: string }, googleEmail: string, pageSize = 50) {
  const { access_token } = await bed.standin.issueTokens({ email: googleEmail });
  const response = await fetch(`${bed.standin.url}/v4/${location.name}/reviews?pageSize=${pageSize}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const body = (await response.json()) as { reviews: Array<{ name: string; starRating: string }> };
  return { reviews: body.reviews, token: access_token };
}

const reviewListCalls = () => bed.standin.state().requests.byRoute.listReviews ?? 0;

describe('"Sync now" after onboarding', () => {
  it('is incremental: brings exactly the new review, stops at the first one held, and announces it', async () => {
    const location = hotels()[0];
    const owner = await onboarded(STANDIN_USERS.hotelOwner, [location.placeId]);
    // Onboarding's full sync announces nothing.
    expect(announced).not.toHaveBeenCalled();
    const before = await stored(owner);
    expect(before.size).toBe(100);

    const added = bed.standin.addReview({
      location: location.name,
      starRating: 'ONE',
      reviewerName: 'Huda',
      comment: 'The room was dirty and nobody answered the phone',
    });
    const callsBefore = reviewListCalls();
    const job = await syncNow(owner);

    expect(job).toMatchObject({
      status: 'completed',
      mode: 'incremental',
      reviewsImported: 1,
      changes: { newReviews: 1, updatedReviews: 0, removedReviews: 0 },
    });
    // One page of size 1 for the location's numbers, then one page: the new review, then one already held.
    expect(reviewListCalls() - callsBefore).toBe(2);
    const after = await stored(owner);
    expect(after.size).toBe(101);
    const review = after.get(added.name as string)!;
    expect(review).toMatchObject({ stars: 1, sentiment: 'Negative', removed_at: null });

    expect(announced).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledWith(app(), owner.businessId, [
      {
        reviewId: review.id,
        stars: 1,
        sentiment: 'Negative',
        authorName: 'Huda',
        locationName: expect.any(String),
      },
    ]);
    // Nothing new: nothing stored, nothing announced.
    expect(await syncNow(owner)).toMatchObject({
      status: 'completed',
      changes: { newReviews: 0, updatedReviews: 0, removedReviews: 0 },
    });
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('updates a review its reviewer edited at Google, without announcing it', async () => {
    const location = hotels()[1];
    const owner = await onboarded(STANDIN_USERS.hotelOwner, [location.placeId]);
    const { reviews } = await googleReviews(location, STANDIN_USERS.hotelOwner);
    const target = reviews[20];
    bed.standin.editReview(target.name, { starRating: 'TWO', comment: 'Not as good on my second stay' });

    const job = await syncNow(owner);
    expect(job).toMatchObject({
      status: 'completed',
      mode: 'incremental',
      changes: { newReviews: 0, updatedReviews: 1, removedReviews: 0 },
    });
    const after = await stored(owner);
    expect(after.size).toBe(100);
    expect(after.get(target.name)).toMatchObject({
      stars: 2,
      comment_original: 'Not as good on my second stay',
      removed_at: null,
    });
    expect(announced).not.toHaveBeenCalled();
  });

  it('marks a review Google removed, and the inbox says so', async () => {
    const location = hotels()[2];
    const owner = await onboarded(STANDIN_USERS.hotelOwner, [location.placeId]);
    const { reviews } = await googleReviews(location, STANDIN_USERS.hotelOwner);
    const gone = reviews[35];
    bed.standin.removeReview(gone.name);
    // A review also arrives in the same interval: the count alone (one up, one down) would not tell.
    const added = bed.standin.addReview({ location: location.name, starRating: 5, comment: 'Lovely stay' });

    const job = await syncNow(owner);
    expect(job).toMatchObject({
      status: 'completed',
      changes: { newReviews: 1, updatedReviews: 0, removedReviews: 1 },
    });
    const after = await stored(owner);
    expect(after.get(gone.name)!.removed_at).toBeInstanceOf(Date);
    expect(after.get(added.name as string)!.removed_at).toBeNull();
    expect([...after.values()].filter((review) => review.removed_at !== null)).toHaveLength(1);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(announced.mock.calls[0][2].map((notice) => notice.reviewId)).toEqual([
      after.get(added.name as string)!.id,
    ]);

    const items: Array<{ id: string; removedAtGoogle: string | null }> = [];
    for (let page = 1; page <= 3; page += 1) {
      const inbox = await app().inject({
        method: 'GET',
        url: `/api/Reviews?pageSize=50&page=${page}`,
        headers: asMember(owner),
      });
      expect(inbox.statusCode).toBe(200);
      items.push(...inbox.json().model.items);
    }
    expect(items).toHaveLength(101);
    const removedItem = items.find((item) => item.id === after.get(gone.name)!.id)!;
    expect(removedItem.removedAtGoogle).toBe(after.get(gone.name)!.removed_at!.toISOString());
    expect(items.filter((item) => item.removedAtGoogle !== null)).toHaveLength(1);
  });

  it('reads a location linked since onboarding in full, announcing none of its reviews', async () => {
    const [first, second] = [cafes()[7], cafes()[6]];
    const owner = await onboarded(STANDIN_USERS.cafeOwner, [first.placeId]);
    await linkOrFail(app(), owner, [second.placeId]);

    const job = await syncNow(owner);
    const expected = Math.min(second.reviewCount, 100);
    expect(job).toMatchObject({
      status: 'completed',
      mode: 'incremental',
      locationsTotal: 2,
      locationsDone: 2,
      changes: { newReviews: expected, updatedReviews: 0, removedReviews: 0 },
    });
    expect((await stored(owner)).size).toBe(Math.min(first.reviewCount, 100) + expected);
    expect(announced).not.toHaveBeenCalled();
  });

  it('runs a full sync when asked, which marks removed what it no longer finds, and refuses an unknown mode', async () => {
    const location = cafes()[2];
    const owner = await onboarded(STANDIN_USERS.cafeOwner, [location.placeId]);
    const { reviews } = await googleReviews(location, STANDIN_USERS.cafeOwner);
    bed.standin.removeReview(reviews[5].name);
    const full = await syncNow(owner, { mode: 'full', maxPerLocation: 30 });
    expect(full).toMatchObject({
      status: 'completed',
      mode: 'full',
      reviewsImported: 30,
      changes: { newReviews: 0, removedReviews: 1 },
    });
    const after = await stored(owner);
    expect(after.get(reviews[5].name)!.removed_at).toBeInstanceOf(Date);
    // Held below the 30 it read: not looked at, so not marked.
    expect([...after.values()].filter((review) => review.removed_at !== null)).toHaveLength(1);
    expect(announced).not.toHaveBeenCalled();

    const refused = await startSync(app(), owner, { mode: 'partial' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.mode).toHaveLength(1);
  });
});

describe('an incremental sync cut off by a crash', () => {
  it('resumes where it stopped, storing and announcing every new review exactly once', async () => {
    const [location] = seededLocations(bed.standin, STANDIN_USERS.bench);
    const owner = await onboarded(STANDIN_USERS.bench, [location.placeId]);
    const added = Array.from({ length: 70 }, (_, index) =>
      bed.standin.addReview({
        location: location.name,
        starRating: 4,
        comment: `Good coffee, visit ${index}`,
        // Newer than every seeded review: the changes pass meets them all before one it holds.
        createTime: new Date(Date.now() + index).toISOString(),
      }),
    );
    const queued = await queueSync(owner);

    // The process "dies" once the first page of new reviews is in, while Google is still answering for the next
    // (slowly enough that even a busy machine sees the first page before the second arrives).
    bed.standin.setFaults({ delayMs: 500 });
    const crash = new AbortController();
    const running = app().jobs.runUntilIdle({ signal: crash.signal });
    while ((await readJob(owner, queued.id)).reviewsImported < 50) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    crash.abort('crash');
    await running;
    bed.standin.clearFaults();
    const stopped = await readJob(owner, queued.id);
    expect(stopped.status).toBe('running');
    expect(stopped.reviewsImported).toBeLessThan(70);
    expect(announced).not.toHaveBeenCalled();

    bed.t.clock.advance(61_000); // past the dead worker's lease
    await app().jobs.runUntilIdle();
    expect(await readJob(owner, queued.id)).toMatchObject({
      status: 'completed',
      changes: { newReviews: 70, updatedReviews: 0, removedReviews: 0 },
    });
    const after = await stored(owner);
    expect(after.size).toBe(100 + 70);
    const ids = added.map((review) => after.get(review.name as string)!.id);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(announced.mock.calls[0][2].map((notice) => notice.reviewId).sort()).toEqual([...ids].sort());
  });
});

describe('the daily comparison', () => {
  it('shows again a review that came back, and brings a reply made on Google to an older review', async () => {
    const location = hotels()[3];
    const owner = await onboarded(STANDIN_USERS.hotelOwner, [location.placeId]);
    const { reviews, token } = await googleReviews(location, STANDIN_USERS.hotelOwner, 50);
    const [back, answered] = [reviews[10], reviews[40]];
    // Marked removed by an earlier sync (Google had taken it down for a while); it is listed again.
    await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query('UPDATE reviews SET removed_at = $2 WHERE business_id = $1 AND google_name = $3', [
        owner.businessId,
        bed.t.clock.now(),
        back.name,
      ]),
    );
    const replied = await fetch(`${bed.standin.url}/v4/${answered.name}/reply`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ comment: 'Thank you, written on Google' }),
    });
    expect(replied.status).toBe(200);

    // A day on, the schedule's sync compares the whole held range with Google's list.
    bed.t.clock.advance(25 * 60 * MINUTE_MS);
    await queueScheduledReviewSyncs(app());
    await app().jobs.runUntilIdle();
    const after = await stored(owner);
    expect(after.get(back.name)!.removed_at).toBeNull();
    expect(after.get(answered.name)!.reply_comment).toBe('Thank you, written on Google');
    expect([...after.values()].every((review) => review.removed_at === null)).toBe(true);
    const [job] = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ mode: string; status: string; reviews_updated: number; reviews_removed: number }>(
        `SELECT mode, status, reviews_updated, reviews_removed FROM sync_jobs
          WHERE business_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [owner.businessId],
      ),
    );
    expect(job).toMatchObject({ mode: 'incremental', status: 'completed', reviews_removed: 0 });
    expect(job.reviews_updated).toBeGreaterThanOrEqual(1);
    expect(announced).not.toHaveBeenCalled();
  });
});

describe('the schedule', () => {
  /** Another API process on the same database, with its own settings. */
  async function anotherProcess(env: Record<string, string> = {}): Promise<{
    app: FastifyInstance;
    close(): Promise<void>;
  }> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-api-test-'));
    const other = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.DATABASE_URL,
        ...sharedSecretsFor(process.env.DATABASE_URL),
        LOG_LEVEL: 'silent',
        JOBS_WORKER: 'off',
        GOOGLE_STANDIN_URL: bed.standin.url,
        ...env,
      }),
      database: app().db,
      now: bed.t.clock.now,
      logger: false,
    });
    return {
      app: other,
      async close() {
        await other.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  async function scheduledJobs(owner: RegisteredAccount): Promise<Array<{ status: string }>> {
    return app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ status: string }>(
        `SELECT status FROM sync_jobs WHERE business_id = $1 AND mode = 'incremental' AND requested_by IS NULL`,
        [owner.businessId],
      ),
    );
  }

  it('queues each connected business once per interval, whatever the looks and processes', async () => {
    const owner = await onboarded(STANDIN_USERS.cafeOwner, [cafes()[3].placeId]);
    const second = await anotherProcess();
    try {
      // Two processes looking at once, then again: one sync queued.
      await Promise.all([queueScheduledReviewSyncs(app()), queueScheduledReviewSyncs(second.app)]);
      await queueScheduledReviewSyncs(app());
      await queueScheduledReviewSyncs(second.app);
      expect(await scheduledJobs(owner)).toEqual([{ status: 'queued' }]);
      await app().jobs.runUntilIdle();
      expect(await scheduledJobs(owner)).toEqual([{ status: 'completed' }]);

      // Not before the interval has passed, then once.
      bed.t.clock.advance(14 * MINUTE_MS);
      await queueScheduledReviewSyncs(second.app);
      expect(await scheduledJobs(owner)).toHaveLength(1);
      bed.t.clock.advance(MINUTE_MS);
      await Promise.all([queueScheduledReviewSyncs(app()), queueScheduledReviewSyncs(second.app)]);
      expect(await scheduledJobs(owner)).toHaveLength(2);
      await app().jobs.runUntilIdle();
      expect((await scheduledJobs(owner)).every((job) => job.status === 'completed')).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('does not queue a second sync while one is queued or running', async () => {
    const owner = await onboarded(STANDIN_USERS.cafeOwner, [cafes()[4].placeId]);
    await queueSync(owner);
    bed.t.clock.advance(15 * MINUTE_MS);
    await queueScheduledReviewSyncs(app());
    expect(await scheduledJobs(owner)).toHaveLength(0);
    await app().jobs.runUntilIdle();
    expect(await scheduledJobs(owner)).toHaveLength(0);
  });

  it('skips a business never synced, one without Google any more, and one without linked locations', async () => {
    const neverSynced = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    await linkOrFail(app(), neverSynced, [cafes()[5].placeId]);
    const disconnected = await onboarded(STANDIN_USERS.cafeOwner, [cafes()[0].placeId]);
    const response = await app().inject({
      method: 'DELETE',
      url: '/api/Platforms/google',
      headers: asMember(disconnected),
    });
    expect(response.statusCode).toBe(200);
    const unlinked = await onboarded(STANDIN_USERS.cafeOwner, [cafes()[1].placeId]);
    await app().db.tenantTransaction({ businessId: unlinked.businessId, userId: null }, (tx) =>
      tx.query('DELETE FROM locations WHERE business_id = $1', [unlinked.businessId]),
    );

    bed.t.clock.advance(15 * MINUTE_MS);
    await queueScheduledReviewSyncs(app());
    for (const owner of [neverSynced, disconnected, unlinked]) {
      expect(await scheduledJobs(owner)).toHaveLength(0);
    }
    await app().jobs.runUntilIdle();
  });

  it('is off with REVIEW_SYNC_INTERVAL_MINUTES=0', async () => {
    const owner = await onboarded(STANDIN_USERS.hotelOwner, [hotels()[4].placeId]);
    const off = await anotherProcess({ REVIEW_SYNC_INTERVAL_MINUTES: '0' });
    try {
      expect(off.app.config.jobs.reviewSyncIntervalMinutes).toBe(0);
      bed.t.clock.advance(15 * MINUTE_MS);
      expect(await queueScheduledReviewSyncs(off.app)).toBe(0);
      expect(await scheduledJobs(owner)).toHaveLength(0);
    } finally {
      await off.close();
    }
    expect(loadConfig({}).jobs.reviewSyncIntervalMinutes).toBe(15);
  });
});
