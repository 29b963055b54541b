// The review sync end to end against the Google stand-in: queueing, the job's stages and progress as the
// client reads them, every review stored exactly once (re-runs, faults, a crash mid-way), the stored
// shape of rating-only, anonymous and translated reviews, and who may do what.
import { syncJobSchema, type SyncJob } from '@sumaa/contracts';
import {
  STANDIN_USERS,
  googleTranslatedComment,
  addMember,
  asMember,
  connectGoogle,
  connectedOwner,
  currentStepOf,
  linkOrFail,
  readSync,
  seededLocations,
  startStandinTestBed,
  startSync,
  type StandinTestBed,
} from './support/standin-steps';
import { ARABIC, registerAccount, type RegisteredAccount } from '../../../testing/factories';

let bed: StandinTestBed;
beforeAll(async () => {
  bed = await startStandinTestBed({
    // Short job backoffs: the tests move the clock past them without letting their sessions expire.
    env: { GOOGLE_HTTP_TIMEOUT_MS: '400', JOBS_RETRY_BASE_SECONDS: '1', JOBS_RETRY_MAX_SECONDS: '5' },
  });
});
afterAll(async () => {
  await bed.close();
});
afterEach(() => {
  bed.standin.clearFaults();
});

const app = () => bed.t.app;
const hotel = () => seededLocations(bed.standin, STANDIN_USERS.hotelOwner);
const cafe = () => seededLocations(bed.standin, STANDIN_USERS.cafeOwner);

/** A business connected to Google with these places linked. */
async function ownerWithLinked(googleEmail: string, placeIds: string[]): Promise<RegisteredAccount> {
  const owner = await connectedOwner(bed, googleEmail);
  await linkOrFail(app(), owner, placeIds);
  return owner;
}

async function queueSync(owner: RegisteredAccount, body: Record<string, unknown> = {}): Promise<SyncJob> {
  const response = await startSync(app(), owner, body);
  if (response.statusCode !== 202) throw new Error(`sync refused: ${response.statusCode} ${response.body}`);
  return syncJobSchema.parse(response.json().model);
}

async function job(owner: RegisteredAccount, id: string, headers = {}): Promise<SyncJob> {
  const response = await readSync(app(), owner, id, { 'accept-language': 'en-US', ...headers });
  expect(response.statusCode).toBe(200);
  return syncJobSchema.parse(response.json().model);
}

interface StoredReview {
  google_name: string;
  location_id: string;
  author_name: string | null;
  is_anonymous: boolean;
  stars: number;
  comment_original: string | null;
  comment_translated: string | null;
  language: string | null;
  sentiment: string;
  keywords: string[];
  create_time: Date;
  reply_comment: string | null;
}

/** How many attempts the sync job and the reviews.synced event it raised have used. */
async function attemptsOf(
  owner: RegisteredAccount,
  syncJobId: string,
): Promise<{ sync: number; syncedEvent: number }> {
  return app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, async (tx) => {
    const [sync] = await tx.query<{ attempts: number }>('SELECT attempts FROM sync_jobs WHERE id = $1', [
      syncJobId,
    ]);
    const [event] = await tx.query<{ attempts: number }>(
      `SELECT attempts FROM domain_events WHERE name = 'reviews.synced' AND payload->>'syncJobId' = $1`,
      [syncJobId],
    );
    return { sync: sync.attempts, syncedEvent: event.attempts };
  });
}

function storedReviews(owner: RegisteredAccount): Promise<StoredReview[]> {
  return app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<StoredReview>(
      `SELECT google_name, location_id, author_name, is_anonymous, stars, comment_original, comment_translated,
              language, sentiment, keywords, create_time, reply_comment
         FROM reviews WHERE business_id = $1 ORDER BY google_name`,
      [owner.businessId],
    ),
  );
}

describe('POST /api/reviews/sync', () => {
  it('refuses to sync a business without linked locations', async () => {
    const owner = await connectedOwner(bed, STANDIN_USERS.hotelOwner);
    const response = await startSync(app(), owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Link at least one location before synchronising reviews',
      errors: null,
      model: null,
    });
  });

  it('checks maxPerLocation: a whole number from 1 to 1000', async () => {
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [cafe()[4].placeId]);
    for (const maxPerLocation of [0, 1001, 2.5, '10']) {
      const response = await startSync(app(), owner, { maxPerLocation });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.maxPerLocation).toHaveLength(1);
    }
  });

  it('lets managers and admins start a sync, not agents or viewers', async () => {
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [cafe()[7].placeId]);
    for (const role of ['viewer', 'agent'] as const) {
      const member = await addMember(app(), owner, role);
      const response = await startSync(app(), member);
      expect(response.statusCode).toBe(403);
      // They may still follow the business's sync.
      expect(
        (await app().inject({ method: 'GET', url: '/api/reviews/sync/latest', headers: asMember(member) }))
          .statusCode,
      ).toBe(404);
    }
    const manager = await addMember(app(), owner, 'manager');
    expect((await startSync(app(), manager)).statusCode).toBe(202);
    await app().jobs.runUntilIdle();
  });
});

describe('a sync', () => {
  it('runs the five stages in order with real progress, stores the latest reviews and completes', async () => {
    const [, , , small, smaller] = hotel();
    const owner = await ownerWithLinked(STANDIN_USERS.hotelOwner, [small.placeId, smaller.placeId]);
    const queued = await queueSync(owner, { maxPerLocation: 120 });
    expect(queued).toMatchObject({
      status: 'queued',
      progress: 0,
      reviewsImported: 0,
      summary: null,
      error: null,
    });
    expect(queued.stages.map((stage) => [stage.key, stage.status])).toEqual([
      ['accountVerification', 'pending'],
      ['locationsLinking', 'pending'],
      ['reviewsSync', 'pending'],
      ['analyticsProcessing', 'pending'],
      ['dashboardSetup', 'pending'],
    ]);
    // A second request while it is queued gets the same job.
    const again = await startSync(app(), owner, { maxPerLocation: 5 });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ message: 'A review synchronisation is already in progress' });
    expect(again.json().model.id).toBe(queued.id);

    // Slow pages, so that the client's view can be sampled while the job runs.
    bed.standin.setFaults({ delayMs: 40 });
    const seen: SyncJob[] = [];
    let done = false;
    const running = app()
      .jobs.runUntilIdle()
      .finally(() => (done = true));
    while (!done) {
      seen.push(await job(owner, queued.id));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await running;
    const finished = await job(owner, queued.id);
    seen.push(finished);

    expect(finished).toMatchObject({
      status: 'completed',
      progress: 100,
      reviewsImported: 240,
      reviewsTotal: 240,
      locationsDone: 2,
      locationsTotal: 2,
      error: null,
    });
    expect(finished.stages.every((stage) => stage.status === 'completed' && stage.error === null)).toBe(true);
    expect(finished.startedAt).not.toBeNull();
    expect(finished.finishedAt).not.toBeNull();

    // Progress never goes back, stages complete in order, and the reviews stage was seen under way.
    const order = ['pending', 'active', 'completed'];
    for (let i = 1; i < seen.length; i += 1) {
      expect(seen[i].progress).toBeGreaterThanOrEqual(seen[i - 1].progress);
      seen[i].stages.forEach((stage, index) => {
        expect(order.indexOf(stage.status)).toBeGreaterThanOrEqual(
          order.indexOf(seen[i - 1].stages[index].status),
        );
      });
    }
    for (const snapshot of seen) {
      const statuses = snapshot.stages.map((stage) => stage.status);
      const firstUnfinished = statuses.findIndex((status) => status !== 'completed');
      if (firstUnfinished >= 0)
        expect(statuses.slice(firstUnfinished + 1).every((s) => s === 'pending')).toBe(true);
    }
    expect(
      seen.some(
        (snapshot) =>
          snapshot.stages[2].status === 'active' &&
          snapshot.reviewsImported > 0 &&
          snapshot.reviewsImported < 240 &&
          snapshot.progress > 15 &&
          snapshot.progress < 85,
      ),
    ).toBe(true);

    const reviews = await storedReviews(owner);
    expect(reviews).toHaveLength(240);
    expect(new Set(reviews.map((review) => review.google_name)).size).toBe(240);

    // The summary is the business's real numbers.
    const summary = finished.summary!;
    expect(summary).toMatchObject({ locations: 2, reviews: 240 });
    expect(summary.positive + summary.negative + summary.neutral).toBe(240);
    const average = reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length;
    // The summary shows the average rounded to one decimal (852/240 = 3.55 shows 3.6).
    expect(summary.averageRating).toBe(Math.round(average * 10) / 10);
    expect(summary.latestReviews).toHaveLength(3);
    const newest = [...reviews].sort((a, b) => b.create_time.getTime() - a.create_time.getTime())[0];
    expect(summary.latestReviews[0]).toMatchObject({
      stars: newest.stars,
      reviewDate: newest.create_time.toISOString(),
      sentiment: newest.sentiment,
    });

    // The wizard moves on, and the linked locations know they were synced.
    expect(await currentStepOf(app(), owner.userId)).toBe(3);
    const linked = await app().inject({ method: 'GET', url: '/api/locations', headers: asMember(owner) });
    expect(
      linked.json().model.items.every((item: { lastSyncedAt: string | null }) => item.lastSyncedAt),
    ).toBe(true);

    const latest = await app().inject({
      method: 'GET',
      url: '/api/reviews/sync/latest',
      headers: asMember(owner),
    });
    expect(latest.json().model.id).toBe(queued.id);
  });

  it('stores the same rows when run twice (count and content), updating them in place', async () => {
    const location = cafe()[5];
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [location.placeId]);
    await queueSync(owner, { maxPerLocation: 1000 });
    await app().jobs.runUntilIdle();
    const first = await storedReviews(owner);
    expect(first).toHaveLength(location.reviewCount);

    const second = await queueSync(owner, { maxPerLocation: 1000 });
    await app().jobs.runUntilIdle();
    expect((await job(owner, second.id)).status).toBe('completed');
    expect(await storedReviews(owner)).toEqual(first);
    const [{ ids }] = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ ids: number }>('SELECT count(DISTINCT id)::int AS ids FROM reviews WHERE business_id = $1', [
        owner.businessId,
      ]),
    );
    expect(ids).toBe(location.reviewCount);
  });

  it('completes with every review despite 429s with Retry-After, 500s and slow answers from Google', async () => {
    const location = hotel()[2];
    const owner = await ownerWithLinked(STANDIN_USERS.hotelOwner, [location.placeId]);
    const queued = await queueSync(owner, { maxPerLocation: 1000 });
    const injectedBefore = bed.standin.state().faultsInjected;
    // Counted, not random, so every run meets the same faults: the first requests are slow, then 429s,
    // then 500s; some the client's own retries absorb, the rest fail an attempt the job retries.
    bed.standin.setFaults({
      rate429: { count: 3, retryAfterSeconds: 1 },
      rate500: { count: 4, status: 500 },
      // Slower than the client's 400 ms timeout: the request is abandoned and tried again.
      delayMs: { count: 2, ms: 700 },
    });
    // Whatever the client's own retries do not absorb, the job's retries do.
    for (let round = 0; round < 5 && (await job(owner, queued.id)).status !== 'completed'; round += 1) {
      await app().jobs.runUntilIdle();
      bed.t.clock.advance(10_000);
    }
    const injected = bed.standin.state().faultsInjected;
    expect(injected.rate429 - injectedBefore.rate429).toBe(3);
    expect(injected.rate500 - injectedBefore.rate500).toBe(4);
    expect(injected.delayed - injectedBefore.delayed).toBe(2);
    expect(await job(owner, queued.id)).toMatchObject({
      status: 'completed',
      reviewsImported: location.reviewCount,
    });
    const reviews = await storedReviews(owner);
    expect(reviews).toHaveLength(location.reviewCount);
    expect(new Set(reviews.map((review) => review.google_name)).size).toBe(location.reviewCount);
  });

  it('retries the job later when Google is still failing after the client’s own retries', async () => {
    const location = cafe()[3];
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [location.placeId]);
    const queued = await queueSync(owner);
    bed.standin.setFaults({ rate500: { count: 1000, status: 503 } });
    expect(await app().jobs.runUntilIdle()).toBe(1);
    const waiting = await job(owner, queued.id);
    expect(waiting).toMatchObject({ status: 'running', error: null });
    expect(waiting.stages[0].status).toBe('active');

    bed.standin.clearFaults();
    expect(await app().jobs.runUntilIdle()).toBe(0); // not due before its backoff
    bed.t.clock.advance(10_000);
    await app().jobs.runUntilIdle();
    expect(await job(owner, queued.id)).toMatchObject({ status: 'completed', reviewsImported: 100 });
  });

  it('resumes after a crash mid-way, ending with every review exactly once', async () => {
    const location = hotel()[0]; // 610 reviews: 13 pages
    const owner = await ownerWithLinked(STANDIN_USERS.hotelOwner, [location.placeId]);
    const queued = await queueSync(owner, { maxPerLocation: 1000 });

    // The process "dies" once a few pages are in: nothing is handed back, the lease stays.
    bed.standin.setFaults({ delayMs: 40 });
    const crash = new AbortController();
    const running = app().jobs.runUntilIdle({ signal: crash.signal });
    for (;;) {
      const current = await job(owner, queued.id);
      if (current.reviewsImported >= 150) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    crash.abort('crash');
    await running;
    bed.standin.clearFaults();

    const stopped = await job(owner, queued.id);
    expect(stopped.status).toBe('running');
    expect(stopped.reviewsImported).toBeGreaterThanOrEqual(150);
    expect(stopped.reviewsImported).toBeLessThan(location.reviewCount);
    const storedAtCrash = (await storedReviews(owner)).length;
    expect(storedAtCrash).toBe(stopped.reviewsImported);

    // Nobody takes the job over while the dead worker's lease lasts; then another worker resumes it.
    expect(await app().jobs.runUntilIdle()).toBe(0);
    bed.t.clock.advance(61_000);
    const before = bed.standin.state().requests.total;
    // One attempt resumes the sync; the second job is the delivery of the reviews.synced event its completion
    // raised (a job of its own since events travel through the outbox). The sync's row shows the one resumed
    // attempt after the crashed one, and the event was delivered at its first attempt.
    expect(await app().jobs.runUntilIdle()).toBe(2);
    expect(await attemptsOf(owner, queued.id)).toEqual({ sync: 2, syncedEvent: 1 });
    const finished = await job(owner, queued.id);
    expect(finished).toMatchObject({
      status: 'completed',
      reviewsImported: location.reviewCount,
      progress: 100,
    });
    const reviews = await storedReviews(owner);
    expect(reviews).toHaveLength(location.reviewCount);
    expect(new Set(reviews.map((review) => review.google_name)).size).toBe(location.reviewCount);
    // It resumed from its checkpoint instead of starting over: besides the accounts, the location lists
    // and one page for the location's numbers (at most 5 calls for this Google user), only the pages left —
    // and, at most, the one page the dead worker had asked Google for ahead (full-pass.ts reads the next page
    // while it stores), which Google may answer after the crash.
    const requestsAfterRestart = bed.standin.state().requests.total - before;
    expect(requestsAfterRestart).toBeLessThanOrEqual(
      5 + 1 + Math.ceil((location.reviewCount - stopped.reviewsImported) / 50),
    );
    const [{ attempts }] = await app().db.tenantTransaction(
      { businessId: owner.businessId, userId: null },
      (tx) => tx.query<{ attempts: number }>('SELECT attempts FROM sync_jobs WHERE id = $1', [queued.id]),
    );
    expect(attempts).toBe(2);
  });

  it('stores a rating without text, an anonymous reviewer and a translated comment as they are', async () => {
    const location = cafe()[6]; // a clinic with 95 reviews
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [location.placeId]);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const ratingOnly = bed.standin.addReview({
      location: location.name,
      starRating: 'FOUR',
      reviewerName: 'Nora',
      createTime: later(1),
    });
    const anonymous = bed.standin.addReview({
      location: location.name,
      starRating: 'ONE',
      anonymous: true,
      comment: 'انتظرت ساعة كاملة ولم يهتم أحد بموعدي',
      createTime: later(2),
    });
    const translated = bed.standin.addReview({
      location: location.name,
      starRating: 5,
      reviewerName: 'Claire',
      comment: googleTranslatedComment(
        'طبيب رائع وفريق لطيف جداً',
        'Excellent dentist and a very kind team, I recommend it.',
      ),
      createTime: later(3),
    });
    await queueSync(owner);
    await app().jobs.runUntilIdle();
    const byName = new Map((await storedReviews(owner)).map((review) => [review.google_name, review]));

    expect(byName.get(ratingOnly.name as string)).toMatchObject({
      stars: 4,
      author_name: 'Nora',
      is_anonymous: false,
      comment_original: null,
      comment_translated: null,
      language: null,
      keywords: [],
    });
    expect(byName.get(anonymous.name as string)).toMatchObject({
      stars: 1,
      author_name: null,
      is_anonymous: true,
      comment_original: 'انتظرت ساعة كاملة ولم يهتم أحد بموعدي',
      comment_translated: null,
      language: 'ar',
      sentiment: 'Negative',
    });
    expect(byName.get(translated.name as string)).toMatchObject({
      stars: 5,
      author_name: 'Claire',
      comment_original: 'Excellent dentist and a very kind team, I recommend it.',
      comment_translated: 'طبيب رائع وفريق لطيف جداً',
      language: 'en',
      sentiment: 'Positive',
    });
  });

  it('skips a linked location that is gone from the connected Google account, and fails when all are', async () => {
    // Linked under one Google account, then the business connects another one.
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [cafe()[0].placeId]);
    await connectGoogle(bed, owner, STANDIN_USERS.hotelOwner);
    const allGone = await queueSync(owner);
    await app().jobs.runUntilIdle();
    const failed = await job(owner, allGone.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: {
        stage: 'locationsLinking',
        message:
          'The linked locations were not found in the connected Google account. Connect the Google account that manages them.',
      },
    });
    expect(failed.stages.map((stage) => stage.status)).toEqual([
      'completed',
      'failed',
      'pending',
      'pending',
      'pending',
    ]);

    await linkOrFail(app(), owner, [hotel()[1].placeId]);
    const partly = await queueSync(owner, { maxPerLocation: 30 });
    await app().jobs.runUntilIdle();
    expect(await job(owner, partly.id)).toMatchObject({
      status: 'completed',
      locationsTotal: 1,
      reviewsImported: 30,
    });
    const [gone] = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ missing_from_google_at: Date | null; last_synced_at: Date | null }>(
        'SELECT missing_from_google_at, last_synced_at FROM locations WHERE place_id = $1',
        [cafe()[0].placeId],
      ),
    );
    expect(gone.missing_from_google_at).not.toBeNull();
    expect(gone.last_synced_at).toBeNull();
  });

  it('fails at account verification with a translated reason when Google is not connected any more', async () => {
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [cafe()[1].placeId]);
    const disconnected = await app().inject({
      method: 'DELETE',
      url: '/api/Platforms/google',
      headers: asMember(owner),
    });
    expect(disconnected.statusCode).toBe(200);
    const queued = await queueSync(owner);
    await app().jobs.runUntilIdle();

    const english = await job(owner, queued.id);
    expect(english).toMatchObject({
      status: 'failed',
      error: {
        stage: 'accountVerification',
        message: 'Google Business Profile is not connected. Connect your Google account first.',
      },
    });
    expect(english.stages.map((stage) => stage.status)).toEqual([
      'failed',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    const arabic = await job(owner, queued.id, ARABIC);
    expect(arabic.stages[0].error).toBe('حساب Google للأعمال غير مرتبط. اربط حسابك في Google أولاً.');
    expect(await currentStepOf(app(), owner.userId)).toBe(2);
  });
});

describe('GET /api/reviews/sync/{id}', () => {
  it('answers 404 for another business’s job, an unknown id and a malformed one', async () => {
    const owner = await ownerWithLinked(STANDIN_USERS.cafeOwner, [cafe()[2].placeId]);
    const queued = await queueSync(owner);
    await app().jobs.runUntilIdle();
    const stranger = await registerAccount(app());
    for (const id of [queued.id, '00000000-0000-4000-8000-000000000000', 'latest-but-not']) {
      const response = await readSync(app(), stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, model: null });
    }
    expect(
      (await app().inject({ method: 'GET', url: '/api/reviews/sync/latest', headers: asMember(stranger) }))
        .statusCode,
    ).toBe(404);
    expect((await readSync(app(), owner, queued.id)).statusCode).toBe(200);
  });
});
