// publishReplyJob: puts a Sumaa reply on Google (updateReply, a PUT of the whole reply) or deletes it there
// (deleteReply), run by the job queue (ADR 0005) on the review_replies row itself. Both calls are idempotent at
// Google, so an attempt repeated after a lost answer changes nothing; the text sent is the row's latest, and a
// reply edited while its job ran is sent again rather than marked published (replies-store.ts, `version`).
//
// Failures: Google busy (429, with its Retry-After) or unreachable (5xx, network, timeout) are retried with
// backoff until the attempts run out; a connection that is gone or refused, a review Google no longer has and a
// reply Google refuses fail at once. A failed reply keeps its reason (a message code) and can be retried.
import type { MessageCode } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';
import {
  LeaseLostError,
  throwIfStopped,
  type FailureVerdict,
  type JobKind,
  type JobRun,
} from '../../jobs/job-queue';
import {
  GoogleApiError,
  GoogleNotConnectedError,
  googleClientFor,
  type GoogleBusinessProfileClient,
} from '../google';
import { announceReplyEvent } from './reply-events';
import {
  markReplyFailed,
  markReviewGoneAtGoogle,
  readReplyAuthor,
  readReplyTask,
  recordReplyDeleted,
  recordReplyFailure,
  recordReplyPublished,
  recordReplyRetryPending,
  releaseReplyWithNothingToSend,
  type ReplyTask,
} from './replies-store';

/** Attempts of one publish or delete before it is shown as failed (the author may then retry). */
export const REPLY_MAX_ATTEMPTS = 5;

/** Why publishing failed, as the reply shows it (reviews/reply-messages.ts). */
export function replyFailureCode(error: unknown): MessageCode {
  if (error instanceof GoogleNotConnectedError) return 'replyGoogleNotConnected';
  if (error instanceof GoogleApiError) {
    if (error.status === 404) return 'replyReviewGoneAtGoogle';
    if (error.status === 401 || error.status === 403) return 'replyGoogleNotConnected';
    if (error.status === 429) return 'replyGoogleBusy';
    if (error.retryable) return 'replyGoogleUnavailable';
    return 'replyRejectedByGoogle';
  }
  return 'replyPublishFailed';
}

function classify(error: unknown): FailureVerdict {
  if (error instanceof GoogleNotConnectedError) return { retryable: false };
  if (error instanceof GoogleApiError)
    return { retryable: error.retryable, retryAfterMs: error.retryAfterMs };
  // Our own trouble (the database restarting, say): worth another attempt.
  return { retryable: true };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/** Deleting a reply of a review Google no longer has: nothing is left there to delete. */
async function deleteAtGoogle(client: GoogleBusinessProfileClient, reviewName: string): Promise<void> {
  try {
    await client.deleteReply(reviewName);
  } catch (error) {
    if (error instanceof GoogleApiError && error.status === 404) return;
    throw error;
  }
}

class ReplyPublishing {
  constructor(
    private readonly app: FastifyInstance,
    private readonly run: JobRun,
  ) {}

  private get businessId(): string {
    return this.run.job.businessId;
  }

  private get reviewId(): string {
    return this.run.job.id;
  }

  async execute(): Promise<void> {
    throwIfStopped(this.run.signal);
    const task = await this.tenant((tx) => readReplyTask(tx, this.businessId, this.reviewId));
    // Held for approval since it was claimed (let go, idle), or deleted with its review (nothing to let go).
    if (!task) {
      const workerId = this.run.lease().workerId;
      await this.tenant((tx) =>
        releaseReplyWithNothingToSend(
          tx,
          { businessId: this.businessId, reviewId: this.reviewId, workerId },
          this.run.now(),
        ),
      );
      return;
    }
    try {
      // Outside any transaction: the client reads and renews the business's tokens itself.
      const client = await googleClientFor(this.app, this.businessId);
      throwIfStopped(this.run.signal);
      if (task.operation === 'publish') await this.publish(client, task);
      else await this.delete(client, task);
    } catch (error) {
      if (error instanceof LeaseLostError || this.run.signal.aborted) throw error;
      const verdict = classify(error);
      // The queue schedules the retry (recordRetry below).
      if (verdict.retryable && this.run.job.attempt < this.run.job.maxAttempts) throw error;
      await this.fail(task, error);
    }
  }

  private async publish(client: GoogleBusinessProfileClient, task: ReplyTask): Promise<void> {
    const answer = await client.updateReply(task.googleName, task.content);
    const lease = this.run.lease();
    await this.tenant(async (tx) => {
      const outcome = await recordReplyPublished(tx, {
        ...this.step(task, lease.workerId),
        authorId: task.authorId,
        comment: answer.comment,
        updateTime: answer.updateTime,
      });
      if (outcome === 'lost') throw new LeaseLostError(this.run.job);
      if (outcome === 'done') await this.run.complete(tx);
    });
  }

  private async delete(client: GoogleBusinessProfileClient, task: ReplyTask): Promise<void> {
    await deleteAtGoogle(client, task.googleName);
    const lease = this.run.lease();
    // 'done' deleted the row, job included: there is nothing left to complete.
    const outcome = await this.tenant((tx) => recordReplyDeleted(tx, this.step(task, lease.workerId)));
    if (outcome === 'lost') throw new LeaseLostError(this.run.job);
  }

  /** A final failure, recorded here rather than by the queue so that the author hears of it once committed. */
  private async fail(task: ReplyTask, error: unknown): Promise<void> {
    const code = replyFailureCode(error);
    const lease = this.run.lease();
    const failed = await this.tenant(async (tx) => {
      const step = this.step(task, lease.workerId);
      const recorded = await recordReplyFailure(tx, { ...step, code, error: describe(error) });
      // Replying again is then refused at once (409), until a sync finds the review back.
      if (recorded.outcome === 'done' && code === 'replyReviewGoneAtGoogle')
        await markReviewGoneAtGoogle(tx, this.businessId, this.reviewId, step.now);
      return recorded;
    });
    if (failed.outcome === 'lost') throw new LeaseLostError(this.run.job);
    if (failed.outcome !== 'done') return;
    this.app.log.warn(
      { err: error, businessId: this.businessId, reviewId: this.reviewId, code },
      'a reply could not be published to Google',
    );
    await announceReplyEvent(this.app, this.businessId, {
      kind: 'replyFailed',
      reviewId: this.reviewId,
      authorId: failed.authorId,
      failureCode: code,
    });
  }

  private step(task: ReplyTask, workerId: string) {
    return {
      businessId: this.businessId,
      reviewId: this.reviewId,
      workerId,
      version: task.version,
      now: this.run.now(),
    };
  }

  private tenant<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.app.db.tenantTransaction({ businessId: this.businessId, userId: null }, work);
  }
}

export function publishReplyJob(app: FastifyInstance): JobKind {
  return {
    table: 'review_replies',
    priority: 10,
    handle: (run) => new ReplyPublishing(app, run).execute(),
    classify,
    recordRetry: (tx, job, error) =>
      recordReplyRetryPending(tx, job.businessId, job.id, replyFailureCode(error)),
    recordFailure: (tx, job, error) => markReplyFailed(tx, job.businessId, job.id, replyFailureCode(error)),
    // The queue gave up outside the handler's own failure path (the worker died on the last attempt, say).
    announceFailure: async (job, error) => {
      const authorId = await app.db.tenantTransaction({ businessId: job.businessId, userId: null }, (tx) =>
        readReplyAuthor(tx, job.businessId, job.id),
      );
      await announceReplyEvent(app, job.businessId, {
        kind: 'replyFailed',
        reviewId: job.id,
        authorId,
        failureCode: replyFailureCode(error),
      });
    },
  };
}
