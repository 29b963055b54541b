// The recompute of stored reviews after the analysis changed (analysis-recompute/): reviews stored with an older
// analysis version (0: before versions were kept) get the current language, sentiment, keywords and keys, in
// batches, each business in its own job; nothing else of a review changes; a rerun touches nothing; a run cut
// off by a crash is taken over and finishes; and the API's start queues it by itself without waiting for it.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { captureLogs } from '../../../testing/log-capture';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ANALYSIS_VERSION } from '../analysis';
import {
  queueReviewAnalysisRecompute,
  RECOMPUTE_LOOK_EVERY_MS,
  reviewAnalysisRecomputeSchedule,
} from '../analysis-recompute/analysis-recompute-job';
import { saveRecomputedAnalysis } from '../analysis-recompute/analysis-recompute-store';
import { analyseReview } from '../review-records';
import { sharedSecretsFor } from '../../../testing/shared-secrets';

let t: TestApp;
const app = () => t.app;
const logs = captureLogs();

interface SeedReview {
  original?: string | null;
  translated?: string | null;
  stars: number;
  /** What an older analysis stored. */
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  language?: string | null;
  keywords?: string[];
  version?: number;
}

interface StoredReview {
  id: string;
  stars: number;
  comment_original: string | null;
  comment_translated: string | null;
  language: string | null;
  sentiment: string;
  keywords: string[];
  keyword_keys: string[];
  analysis_version: number;
  create_time: Date;
  update_time: Date;
  synced_at: Date;
  reply_comment: string | null;
  reply_update_time: Date | null;
  reply_author_id: string | null;
  reply_source: string | null;
  assigned_to_user_id: string | null;
  assigned_at: Date | null;
  removed_at: Date | null;
  /** The row version: unchanged when no statement wrote the row. */
  xmin: string;
}

const CREATED = '2024-03-01T09:00:00Z';
const EDITED = '2024-03-02T10:00:00Z';
const SYNCED = '2024-03-03T11:00:00Z';

async function insertLocation(account: RegisteredAccount): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = t.clock.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      account.businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, 'Branch', $4, $4) RETURNING id`,
      [account.businessId, `accounts/1/locations/${placeId}`, placeId, now],
    );
    return location.id;
  });
}

/** A review as an older analysis stored it (version 0 unless said), with dates that must survive the recompute. */
async function insertReview(
  account: RegisteredAccount,
  locationId: string,
  review: SeedReview,
): Promise<string> {
  const reviewId = randomUUID();
  return app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars, comment_original,
                            comment_translated, language, sentiment, keywords, analysis_version, create_time,
                            update_time, synced_at)
       VALUES ($1, $2, $3, $4, 'Reviewer', $5, $6, $7, $8, $9,
               ARRAY(SELECT jsonb_array_elements_text($10::jsonb)), $11, $12, $13, $14)
       RETURNING id`,
      [
        account.businessId,
        locationId,
        `accounts/1/locations/x/reviews/${reviewId}`,
        reviewId,
        review.stars,
        review.original ?? null,
        review.translated ?? null,
        review.language ?? null,
        review.sentiment,
        JSON.stringify(review.keywords ?? []),
        review.version ?? 0,
        CREATED,
        EDITED,
        SYNCED,
      ],
    );
    return row.id;
  });
}

/** `count` older reviews at once, "Friendly staff 1" … : more than one batch. */
async function insertManyReviews(
  account: RegisteredAccount,
  locationId: string,
  count: number,
  createdAt = CREATED,
): Promise<void> {
  await app().db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, stars, comment_original, sentiment,
                            create_time, update_time, synced_at)
       SELECT $1::uuid, $2::uuid, 'accounts/1/locations/x/reviews/' || gen_random_uuid(), 'many-' || i, 4,
              'Friendly staff ' || i, 'Neutral', $3, $4, $5
         FROM generate_series(1, $6::int) AS i`,
      [account.businessId, locationId, createdAt, EDITED, SYNCED, count],
    ),
  );
}

async function storedReviews(account: RegisteredAccount): Promise<Map<string, StoredReview>> {
  const rows = await app().db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query<StoredReview>(
      `SELECT id, stars, comment_original, comment_translated, language, sentiment, keywords, keyword_keys,
              analysis_version, create_time, update_time, synced_at, reply_comment, reply_update_time,
              reply_author_id, reply_source, assigned_to_user_id, assigned_at, removed_at, xmin::text AS xmin
         FROM reviews WHERE business_id = $1`,
      [account.businessId],
    ),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

interface JobRow {
  id: string;
  status: string;
  analysis_version: number;
  reviews_recomputed: number;
  attempts: number;
}

async function jobsOf(account: RegisteredAccount): Promise<JobRow[]> {
  return app().db.tenantTransaction({ businessId: account.businessId, userId: null }, (tx) =>
    tx.query<JobRow>(
      `SELECT id, status, analysis_version, reviews_recomputed, attempts
         FROM review_analysis_jobs WHERE business_id = $1 ORDER BY created_at, id`,
      [account.businessId],
    ),
  );
}

/** What the current analysis makes of a stored review. */
function expectedAnalysis(review: StoredReview) {
  const analysis = analyseReview({
    original: review.comment_original,
    translated: review.comment_translated,
    stars: review.stars,
  });
  return {
    language: analysis.language,
    sentiment: analysis.sentiment,
    keywords: analysis.keywords,
    keyword_keys: analysis.keyword_keys,
    analysis_version: ANALYSIS_VERSION,
  };
}

/** The columns the recompute must leave alone. */
function untouchedColumns(review: StoredReview) {
  const {
    language: _language,
    sentiment: _sentiment,
    keywords: _keywords,
    keyword_keys: _keys,
    analysis_version: _version,
    xmin: _xmin,
    ...rest
  } = review;
  return rest;
}

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: logs.stream } });
});
afterAll(async () => {
  await t?.close();
});

describe('the recompute of reviews an older analysis read', () => {
  let owner: RegisteredAccount;
  let other: RegisteredAccount;
  const ids: Record<string, string> = {};
  let before: Map<string, StoredReview>;

  beforeAll(async () => {
    owner = await registerAccount(app(), { Business_name: 'Recompute A' });
    other = await registerAccount(app(), { Business_name: 'Recompute B' });
    const location = await insertLocation(owner);
    ids.wordsOverStars = await insertReview(owner, location, {
      original: 'ضغطت نجمة بالغلط، المكان يجنن',
      stars: 1,
      sentiment: 'Negative',
    });
    ids.english = await insertReview(owner, location, {
      original: 'Excellent coffee and friendly staff. The rooms were spotless.',
      stars: 5,
      sentiment: 'Neutral',
      language: 'en',
      keywords: ['outdated'],
    });
    ids.translated = await insertReview(owner, location, {
      original: null,
      translated: 'Wonderful view and delicious breakfast',
      stars: 5,
      sentiment: 'Neutral',
    });
    ids.ratingOnly = await insertReview(owner, location, { stars: 2, sentiment: 'Positive' });
    // Already read by the current analysis (its stored values are not what the analysis would say): left alone.
    ids.current = await insertReview(owner, location, {
      original: 'Excellent, the best coffee in town',
      stars: 5,
      sentiment: 'Negative',
      language: 'en',
      keywords: ['marker'],
      version: ANALYSIS_VERSION,
    });
    await insertManyReviews(owner, location, 1201);
    // A reply published through Sumaa, an assignment and a removal at Google: all of it stays.
    await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query(
        `UPDATE reviews
            SET reply_comment = 'Thank you!', reply_update_time = '2024-03-04T08:00:00Z', reply_source = 'sumaa',
                reply_author_id = $3, assigned_to_user_id = $3, assigned_by_user_id = $3,
                assigned_at = '2024-03-05T08:00:00Z', removed_at = '2024-03-06T08:00:00Z'
          WHERE business_id = $1 AND id = $2`,
        [owner.businessId, ids.english, owner.userId],
      ),
    );
    await insertReview(other, await insertLocation(other), {
      original: 'الخدمة ممتازة',
      stars: 5,
      sentiment: 'Neutral',
    });
    before = await storedReviews(owner);
  });

  it('queues one job per business holding older reviews, however often it is asked', async () => {
    expect(await queueReviewAnalysisRecompute(app())).toBeGreaterThanOrEqual(2);
    await queueReviewAnalysisRecompute(app());
    for (const account of [owner, other]) {
      expect(await jobsOf(account)).toEqual([
        expect.objectContaining({
          status: 'queued',
          reviews_recomputed: 0,
          analysis_version: ANALYSIS_VERSION,
        }),
      ]);
    }
  });

  it('brings every older review to the current analysis, in batches, and changes nothing else', async () => {
    logs.lines.length = 0;
    await app().jobs.runUntilIdle();

    const after = await storedReviews(owner);
    expect(after.size).toBe(1206);
    for (const [id, review] of after) {
      if (id === ids.current) continue;
      expect(review).toMatchObject({ id, ...expectedAnalysis(review) });
      expect(untouchedColumns(review)).toEqual(untouchedColumns(before.get(id)!));
    }
    expect(after.get(ids.english)).toMatchObject({
      sentiment: 'Positive',
      language: 'en',
      keywords: expect.arrayContaining(['coffee', 'staff', 'rooms']),
      keyword_keys: expect.arrayContaining(['coffee', 'staff', 'room']),
      reply_comment: 'Thank you!',
      reply_source: 'sumaa',
      reply_author_id: owner.userId,
      assigned_to_user_id: owner.userId,
      removed_at: new Date('2024-03-06T08:00:00Z'),
      update_time: new Date(EDITED),
      synced_at: new Date(SYNCED),
    });
    expect(after.get(ids.wordsOverStars)).toMatchObject({
      language: 'ar',
      analysis_version: ANALYSIS_VERSION,
    });
    // The language is the original's: with only Google's translation it stays unknown; the words are read anyway.
    expect(after.get(ids.translated)).toMatchObject({
      language: null,
      sentiment: 'Positive',
      keyword_keys: expect.arrayContaining(['view', 'breakfast']),
    });
    expect(after.get(ids.ratingOnly)).toMatchObject({
      sentiment: 'Negative',
      keywords: [],
      keyword_keys: [],
    });
    expect(after.get(ids.current)).toEqual(before.get(ids.current));

    expect(await jobsOf(owner)).toEqual([
      expect.objectContaining({ status: 'completed', reviews_recomputed: 1205, attempts: 1 }),
    ]);
    expect(await jobsOf(other)).toEqual([
      expect.objectContaining({ status: 'completed', reviews_recomputed: 1 }),
    ]);
    const [otherReview] = (await storedReviews(other)).values();
    expect(otherReview).toMatchObject({ ...expectedAnalysis(otherReview), keyword_keys: ['خدمه', 'ممتازه'] });

    const done = logs
      .records<{ msg: string; businessId: string; reviewsRecomputed: number; analysisVersion: number }>()
      .filter((line) => line.msg === 'review analysis: stored reviews recomputed');
    expect(done).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          businessId: owner.businessId,
          reviewsRecomputed: 1205,
          analysisVersion: ANALYSIS_VERSION,
        }),
        expect.objectContaining({ businessId: other.businessId, reviewsRecomputed: 1 }),
      ]),
    );
  });

  it('finds nothing to do a second time: no job is queued, and a job run anyway writes no row', async () => {
    const settled = await storedReviews(owner);
    await queueReviewAnalysisRecompute(app());
    expect(await jobsOf(owner)).toHaveLength(1);

    // A job queued all the same (another process that had not seen the first one finish, say).
    const [again] = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ id: string }>(
        `INSERT INTO review_analysis_jobs (business_id, analysis_version, run_at, max_attempts, created_at, updated_at)
         VALUES ($1, $2, $3, 5, $3, $3) RETURNING id`,
        [owner.businessId, ANALYSIS_VERSION, t.clock.now()],
      ),
    );
    await app().jobs.runUntilIdle();
    expect((await jobsOf(owner)).find((job) => job.id === again.id)).toMatchObject({
      status: 'completed',
      reviews_recomputed: 0,
    });
    expect(await storedReviews(owner)).toEqual(settled);
  });
});

describe('the index of the older reviews', () => {
  it('is the current version’s (the change that raises ANALYSIS_VERSION replaces it, migration 016)', async () => {
    const [index] = await app().db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'reviews' AND indexname = 'reviews_analysis_outdated_idx'`,
    );
    expect(index.indexdef).toMatch(new RegExp(`WHERE \\(analysis_version < ${ANALYSIS_VERSION}\\)$`));
  });
});

describe('a recompute cut off by a crash', () => {
  it('is taken over once the dead worker’s lease has passed, and recomputes each review once', async () => {
    const owner = await registerAccount(app(), { Business_name: 'Recompute crash' });
    await insertManyReviews(owner, await insertLocation(owner), 1100);
    await queueReviewAnalysisRecompute(app());
    const [job] = await jobsOf(owner);

    // What a worker that died after committing its first batch leaves: 500 reviews done and counted, the job
    // running under its lease.
    const done = await app().db.tenantTransaction(
      { businessId: owner.businessId, userId: null },
      async (tx) => {
        const first = await tx.query<StoredReview>(
          `SELECT id, stars, comment_original, comment_translated FROM reviews
          WHERE business_id = $1 ORDER BY id LIMIT 500`,
          [owner.businessId],
        );
        await saveRecomputedAnalysis(
          tx,
          owner.businessId,
          ANALYSIS_VERSION,
          first.map((review) => ({ id: review.id, ...expectedAnalysis(review) })),
        );
        await tx.query(
          `UPDATE review_analysis_jobs
            SET status = 'running', locked_by = 'a-worker-that-died', locked_until = $3, attempts = 1,
                started_at = $4, reviews_recomputed = 500
          WHERE business_id = $1 AND id = $2`,
          [owner.businessId, job.id, new Date(t.clock.now().getTime() + 60_000), t.clock.now()],
        );
        return new Set(first.map((review) => review.id));
      },
    );
    const atCrash = await storedReviews(owner);

    // Nobody takes it over while the lease lasts; then another worker goes on with what is left.
    await app().jobs.runUntilIdle();
    expect((await jobsOf(owner))[0]).toMatchObject({ status: 'running', reviews_recomputed: 500 });
    t.clock.advance(61_000);
    await app().jobs.runUntilIdle();

    expect(await jobsOf(owner)).toEqual([
      expect.objectContaining({ status: 'completed', reviews_recomputed: 1100, attempts: 2 }),
    ]);
    const after = await storedReviews(owner);
    for (const [id, review] of after) {
      expect(review).toMatchObject(expectedAnalysis(review));
      // The reviews the dead worker recomputed were not written again.
      if (done.has(id)) expect(review.xmin).toBe(atCrash.get(id)!.xmin);
      else expect(review.xmin).not.toBe(atCrash.get(id)!.xmin);
    }
  });
});

describe('a review other work holds', () => {
  // Two transactions at once need a server: PGlite has one connection.
  const onServer = process.env.DATABASE_URL ? it : it.skip;

  onServer('is left for a later attempt instead of waited for, and recomputed then', async () => {
    const owner = await registerAccount(app(), { Business_name: 'Recompute held' });
    await insertManyReviews(owner, await insertLocation(owner), 3);
    await queueReviewAnalysisRecompute(app());
    const [held] = (await storedReviews(owner)).keys();

    let holding!: () => void;
    const heldNow = new Promise<void>((resolve) => (holding = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Someone assigning that review, say, in a transaction still open while the job runs.
    const otherWork = app().db.tenantTransaction(
      { businessId: owner.businessId, userId: null },
      async (tx) => {
        await tx.query('SELECT id FROM reviews WHERE business_id = $1 AND id = $2 FOR UPDATE', [
          owner.businessId,
          held,
        ]);
        holding();
        await released;
      },
    );
    await heldNow;
    try {
      await app().jobs.runUntilIdle();
    } finally {
      release();
      await otherWork;
    }
    const [waiting] = await jobsOf(owner);
    expect(waiting).toMatchObject({ status: 'running', reviews_recomputed: 2, attempts: 1 });
    expect((await storedReviews(owner)).get(held)).toMatchObject({ analysis_version: 0 });

    t.clock.advance(60 * 60 * 1000); // past the retry's backoff
    await app().jobs.runUntilIdle();
    expect(await jobsOf(owner)).toEqual([
      expect.objectContaining({ status: 'completed', reviews_recomputed: 3, attempts: 2 }),
    ]);
    for (const review of (await storedReviews(owner)).values()) {
      expect(review).toMatchObject(expectedAnalysis(review));
    }
  });
});

describe('a recompute of many reviews', () => {
  it('lets other work run between its batches (PGlite settles a transaction without a macrotask)', async () => {
    const owner = await registerAccount(app(), { Business_name: 'Recompute turns' });
    await insertManyReviews(owner, await insertLocation(owner), 1001);
    await queueReviewAnalysisRecompute(app());

    // Counts the event loop's turns while the three batches run (500, 500, 1): one after each batch but the last,
    // in which a request waiting would be answered.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    try {
      await app().jobs.runUntilIdle();
    } finally {
      counting = false;
    }
    expect(await jobsOf(owner)).toEqual([
      expect.objectContaining({ status: 'completed', reviews_recomputed: 1001 }),
    ]);
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});

describe('the hourly look', () => {
  it('queues again a business whose recompute failed every attempt, without a restart', async () => {
    const owner = await registerAccount(app(), { Business_name: 'Recompute failed' });
    await insertManyReviews(owner, await insertLocation(owner), 3);
    await queueReviewAnalysisRecompute(app());
    // What the queue leaves after the last attempt failed.
    await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query(
        `UPDATE review_analysis_jobs
            SET status = 'failed', attempts = max_attempts, last_error = 'database busy', finished_at = $2
          WHERE business_id = $1`,
        [owner.businessId, t.clock.now()],
      ),
    );

    expect(RECOMPUTE_LOOK_EVERY_MS).toBe(60 * 60 * 1000);
    t.clock.advance(RECOMPUTE_LOOK_EVERY_MS);
    const closing = new AbortController();
    const schedule = reviewAnalysisRecomputeSchedule(app(), closing.signal);
    expect(await schedule.tick()).toBe(true);
    // A second look finds that job on its way and queues nothing more.
    expect(await schedule.tick()).toBe(true);
    await schedule.stop();
    expect((await jobsOf(owner)).map((job) => job.status)).toEqual(['failed', 'queued']);

    await app().jobs.runUntilIdle();
    expect((await jobsOf(owner)).map((job) => job.status)).toEqual(['failed', 'completed']);
    for (const review of (await storedReviews(owner)).values()) {
      expect(review).toMatchObject(expectedAnalysis(review));
    }
  });

  it('stops between businesses once the app is closing', async () => {
    const owner = await registerAccount(app(), { Business_name: 'Recompute closing' });
    await insertManyReviews(owner, await insertLocation(owner), 2);
    const closing = new AbortController();
    closing.abort();
    expect(await queueReviewAnalysisRecompute(app(), closing.signal)).toBe(0);
    expect(await jobsOf(owner)).toEqual([]);
    await queueReviewAnalysisRecompute(app());
    await app().jobs.runUntilIdle();
  });
});

describe('the API’s start', () => {
  it('queues the recompute by itself once started, and its worker runs it', async () => {
    const owner = await registerAccount(app(), { Business_name: 'Recompute at start' });
    const location = await insertLocation(owner);
    // Dated today: the restarted worker also runs the daily data retention, which keeps recent reviews.
    await insertManyReviews(owner, location, 3, t.clock.now().toISOString());

    // The API starting again over the same database, this time with its job worker on.
    const startLogs = captureLogs();
    const started = await storedReviews(owner);
    const restarted = await buildApp({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        DATABASE_URL: process.env.DATABASE_URL,
        ...sharedSecretsFor(process.env.DATABASE_URL),
        PUBLIC_APP_URL: 'http://app.sumaa.test',
        JOBS_WORKER: 'on',
        JOBS_POLL_INTERVAL_MS: '20',
        REVIEW_SYNC_INTERVAL_MINUTES: '0',
      }),
      database: app().db,
      now: t.clock.now,
      logger: { level: 'info', stream: startLogs.stream },
    });
    try {
      await restarted.ready();
      const deadline = Date.now() + 15_000;
      while ((await jobsOf(owner))[0]?.status !== 'completed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await restarted.close();
    }
    expect(await jobsOf(owner)).toEqual([
      expect.objectContaining({ status: 'completed', reviews_recomputed: 3 }),
    ]);
    const after = await storedReviews(owner);
    expect([...after.keys()].sort()).toEqual([...started.keys()].sort());
    for (const review of after.values()) expect(review).toMatchObject(expectedAnalysis(review));
    expect(startLogs.records<{ msg: string }>().map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'review analysis: recompute queued',
        'review analysis: stored reviews recomputed',
      ]),
    );
  });
});
