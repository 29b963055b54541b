// The recompute of stored reviews after the analysis changed (issue 11): each review keeps the ANALYSIS_VERSION
// that computed its language, sentiment and keywords (migration 016), and the reviews stored with an older one
// are analysed again, from their stored words and stars, by the function the sync uses (analyseReview).
//
// Each process with a worker looks once started and then every hour (reviewAnalysisRecomputeSchedule, started
// by jobs-plugin.ts, without holding up the start) and queues one job per business holding such reviews
// (review_analysis_jobs: one queued or running per business, rows that outlive any process); the hourly look
// also queues again a business whose job failed all its attempts. The job queue (ADR 0005) runs
// it in the business's own tenant transactions, 500 reviews at a time in id order, each batch committed with
// its count and the job's lease; a run cut off (a restart, a crash) is claimed again and goes on with the
// reviews still older, since rows already at the version are never read or written again. Only the analysis
// columns change: replies, assignments, update_time and the other dates stay as they were.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { LeaseLostError, throwIfStopped, type JobKind } from '../../../jobs/job-queue';
import { PeriodicSchedule } from '../../../jobs/periodic-schedule';
import { listBusinessesWithLinkedPlaces } from '../../businesses';
import { ANALYSIS_VERSION } from '../analysis';
import { analyseReview } from '../review-records';
import {
  countOutdatedReviews,
  enqueueAnalysisRecompute,
  lockOutdatedReviews,
  recordRecomputeProgress,
  saveRecomputedAnalysis,
  type RecomputedReview,
} from './analysis-recompute-store';

const RECOMPUTE_BATCH_SIZE = 500;
/** How often a process looks for businesses with older reviews and no job on its way. */
export const RECOMPUTE_LOOK_EVERY_MS = 60 * 60 * 1000;
const RECOMPUTE_MAX_ATTEMPTS = 5;
/** Below every uuid: where a pass starts. */
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** Some of the business's older reviews were held by other transactions for the whole pass: try again later. */
export class ReviewsStillOutdatedError extends Error {
  constructor(readonly outdated: number) {
    super(`${outdated} review(s) still older than analysis version ${ANALYSIS_VERSION} (held by other work)`);
    this.name = 'ReviewsStillOutdatedError';
  }
}

/**
 * Queues the recompute of every business holding reviews older than ANALYSIS_VERSION and none queued or running
 * (a failed job included); returns how many were queued. Safe to call any number of times, from any number of
 * processes (each worker's schedule does, hourly); once every review is current it only probes an empty index.
 * Stops between businesses when `signal` is aborted (the app closing).
 */
export async function queueReviewAnalysisRecompute(
  app: FastifyInstance,
  signal?: AbortSignal,
): Promise<number> {
  let queued = 0;
  const failures: unknown[] = [];
  for (const businessId of await listBusinessesWithLinkedPlaces(app.db)) {
    if (signal?.aborted) break;
    try {
      const created = await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
        enqueueAnalysisRecompute(tx, {
          businessId,
          version: ANALYSIS_VERSION,
          maxAttempts: RECOMPUTE_MAX_ATTEMPTS,
          now: app.now(),
        }),
      );
      if (created) queued += 1;
    } catch (error) {
      // One business's trouble does not hold up the others; the next look (hourly, and at start) queues it again.
      failures.push(error);
    }
    // PGlite settles a transaction without a macrotask: let requests in between businesses.
    await nextTurn();
  }
  if (queued > 0) {
    app.log.info(
      { businesses: queued, analysisVersion: ANALYSIS_VERSION },
      'review analysis: recompute queued',
    );
    app.jobs.wake();
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `review analysis: ${failures.length} business(es) not queued`);
  }
  return queued;
}

/** The look jobs-plugin.ts starts with the worker: once at start, then every RECOMPUTE_LOOK_EVERY_MS. */
export function reviewAnalysisRecomputeSchedule(app: FastifyInstance, signal: AbortSignal): PeriodicSchedule {
  return new PeriodicSchedule({
    name: 'review analysis recompute',
    everyMs: RECOMPUTE_LOOK_EVERY_MS,
    log: app.log.child({ component: 'jobs' }),
    task: async () => void (await queueReviewAnalysisRecompute(app, signal)),
  });
}

function recomputed(review: {
  id: string;
  stars: number;
  comment_original: string | null;
  comment_translated: string | null;
}): RecomputedReview {
  const analysis = analyseReview({
    original: review.comment_original,
    translated: review.comment_translated,
    stars: review.stars,
  });
  return {
    id: review.id,
    language: analysis.language,
    sentiment: analysis.sentiment,
    keywords: analysis.keywords,
    keyword_keys: analysis.keyword_keys,
  };
}

export function reviewAnalysisRecomputeJob(app: FastifyInstance): JobKind {
  return {
    table: 'review_analysis_jobs',
    priority: 50,
    async handle(run) {
      const { businessId, id: jobId } = run.job;
      let afterId = FIRST_ID;
      for (;;) {
        throwIfStopped(run.signal);
        const batch = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
          const reviews = await lockOutdatedReviews(tx, businessId, {
            version: ANALYSIS_VERSION,
            afterId,
            limit: RECOMPUTE_BATCH_SIZE,
          });
          const saved = await saveRecomputedAnalysis(
            tx,
            businessId,
            ANALYSIS_VERSION,
            reviews.map(recomputed),
          );
          const total = await recordRecomputeProgress(tx, {
            businessId,
            jobId,
            version: ANALYSIS_VERSION,
            recomputed: saved,
            now: run.now(),
            lease: run.lease(),
          });
          if (total === null) throw new LeaseLostError(run.job);
          return {
            lastId: reviews.at(-1)?.id ?? afterId,
            total,
            passOver: reviews.length < RECOMPUTE_BATCH_SIZE,
          };
        });
        if (batch.passOver) {
          await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
            // Rows skipped because other work held them are still older: a later attempt takes them.
            const outdated = await countOutdatedReviews(tx, businessId, ANALYSIS_VERSION);
            if (outdated > 0) throw new ReviewsStillOutdatedError(outdated);
            await run.complete(tx);
          });
          app.log.info(
            { businessId, job: jobId, reviewsRecomputed: batch.total, analysisVersion: ANALYSIS_VERSION },
            'review analysis: stored reviews recomputed',
          );
          return;
        }
        afterId = batch.lastId;
        // PGlite settles a transaction without a macrotask: without this turn a pass holds the API still.
        await nextTurn();
      }
    },
    // A busy database, or rows held by other work: the rows done stay done, so trying again is safe.
    classify: () => ({ retryable: true }),
    // The queue keeps the error on the job's row (last_error); no one else reads these rows.
    recordFailure: async () => undefined,
  };
}
