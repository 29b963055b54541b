// The SQL of replies written in Sumaa (review_replies, migration 012): what the reply endpoints store, and
// what the publishing job (publish-reply-job.ts) reads and records. A row is both the reply and its job: the
// endpoints set its state and queue it, the job queue claims it, and every change the job must act on raises
// `version`, so a job that sent an older text never marks a newer one published.
//
// Locks are taken in one order, the review's row first and then its reply's, by the endpoints and the job alike.
import type { ReplyStatus } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

export type ReplyOperation = 'publish' | 'delete';
export type ReplyJobStatus = 'idle' | 'queued' | 'running' | 'completed' | 'failed';

export interface StoredReply {
  authorId: string | null;
  content: string;
  replyStatus: ReplyStatus;
  operation: ReplyOperation;
  jobStatus: ReplyJobStatus;
}

/** A review as a reply endpoint needs it: what Google holds and the Sumaa reply, locked for the transaction. */
export interface ReplyTarget {
  /** What Google holds, as last known (a sync, or the job's own answer from Google). */
  googleReply: string | null;
  /** The member whose reply Google holds, when Sumaa published it; null for a reply made on Google. */
  googleReplyAuthorId: string | null;
  /** The Sumaa reply; null when there is none, or it was published and Google has since taken another. */
  reply: StoredReply | null;
}

export async function lockReplyTarget(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
): Promise<ReplyTarget | null> {
  const [row] = await tx.query<{
    reply_comment: string | null;
    reply_author_id: string | null;
    reply_source: string | null;
    author_id: string | null;
    content: string | null;
    reply_status: ReplyStatus | null;
    operation: ReplyOperation | null;
    job_status: ReplyJobStatus | null;
  }>(
    `SELECT r.reply_comment, r.reply_author_id, r.reply_source,
            rr.author_id, rr.content, rr.reply_status, rr.operation, rr.status AS job_status
       FROM reviews AS r
       LEFT JOIN review_replies AS rr ON rr.business_id = r.business_id AND rr.id = r.id
      WHERE r.business_id = $1 AND r.id = $2
        FOR UPDATE OF r`,
    [businessId, reviewId],
  );
  if (!row) return null;
  const fromSumaa = row.reply_comment !== null && row.reply_source === 'sumaa';
  const superseded = row.reply_status === 'published' && !fromSumaa;
  return {
    googleReply: row.reply_comment,
    googleReplyAuthorId: fromSumaa ? row.reply_author_id : null,
    reply:
      row.reply_status === null || superseded
        ? null
        : {
            authorId: row.author_id,
            content: row.content!,
            replyStatus: row.reply_status,
            operation: row.operation!,
            jobStatus: row.job_status!,
          },
  };
}

/**
 * The reply written (or rewritten) by `authorId`: queued for publishing, or held for approval. Whatever the
 * row held before is replaced; a job running meanwhile keeps its lease and publishes this text next.
 */
export async function saveReply(
  tx: SqlExecutor,
  reply: {
    businessId: string;
    reviewId: string;
    authorId: string;
    content: string;
    held: boolean;
    maxAttempts: number;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO review_replies AS rr (business_id, id, author_id, content, reply_status, operation, status,
                                        run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'publish', $6, $7, $8, $7, $7)
     ON CONFLICT (business_id, id) DO UPDATE SET
       author_id = excluded.author_id, content = excluded.content, reply_status = excluded.reply_status,
       operation = 'publish', version = rr.version + 1, failure_code = NULL, return_note = NULL,
       reviewed_by = NULL, reviewed_at = NULL,
       -- A worker holding the row keeps it 'running' (its lease is renewed only so); it sees the new version
       -- when it finishes and lets go (releaseChangedReply), so the change is acted on next, never lost.
       status = CASE WHEN rr.locked_by IS NOT NULL THEN rr.status ELSE excluded.status END,
       run_at = excluded.run_at,
       attempts = 0, max_attempts = excluded.max_attempts, last_error = NULL, finished_at = NULL,
       updated_at = excluded.updated_at`,
    [
      reply.businessId,
      reply.reviewId,
      reply.authorId,
      reply.content,
      reply.held ? 'awaitingApproval' : 'sending',
      reply.held ? 'idle' : 'queued',
      reply.now,
      reply.maxAttempts,
    ],
  );
}

/** Queues deleting the reply at Google (then here); `content` is the reply being deleted, for display. */
export async function queueReplyDelete(
  tx: SqlExecutor,
  request: {
    businessId: string;
    reviewId: string;
    authorId: string | null;
    content: string;
    maxAttempts: number;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO review_replies AS rr (business_id, id, author_id, content, reply_status, operation, status,
                                        run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'deleting', 'delete', 'queued', $5, $6, $5, $5)
     ON CONFLICT (business_id, id) DO UPDATE SET
       author_id = excluded.author_id, content = excluded.content, reply_status = 'deleting',
       operation = 'delete', version = rr.version + 1, failure_code = NULL, return_note = NULL,
       status = CASE WHEN rr.locked_by IS NOT NULL THEN rr.status ELSE 'queued' END,
       run_at = excluded.run_at, attempts = 0, max_attempts = excluded.max_attempts,
       last_error = NULL, finished_at = NULL, updated_at = excluded.updated_at`,
    [
      request.businessId,
      request.reviewId,
      request.authorId,
      request.content,
      request.now,
      request.maxAttempts,
    ],
  );
}

/** Deletes a reply that never reached Google (held, returned, or failed before Google took it). */
export async function discardReply(tx: SqlExecutor, businessId: string, reviewId: string): Promise<void> {
  await tx.query('DELETE FROM review_replies WHERE business_id = $1 AND id = $2', [businessId, reviewId]);
}

/** A failed reply queued again: its publish or its delete, with a fresh count of attempts. */
export async function requeueFailedReply(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE review_replies
        SET reply_status = CASE operation WHEN 'delete' THEN 'deleting' ELSE 'sending' END,
            status = 'queued', run_at = $3, attempts = 0, failure_code = NULL, last_error = NULL,
            finished_at = NULL, version = version + 1, updated_at = $3
      WHERE business_id = $1 AND id = $2 AND reply_status = 'failed'`,
    [businessId, reviewId, now],
  );
}

export async function approveReply(
  tx: SqlExecutor,
  approval: { businessId: string; reviewId: string; approverId: string; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE review_replies
        SET reply_status = 'sending', status = 'queued', run_at = $4, attempts = 0, failure_code = NULL,
            last_error = NULL, finished_at = NULL, reviewed_by = $3, reviewed_at = $4,
            version = version + 1, updated_at = $4
      WHERE business_id = $1 AND id = $2 AND reply_status = 'awaitingApproval'`,
    [approval.businessId, approval.reviewId, approval.approverId, approval.now],
  );
}

export async function returnReply(
  tx: SqlExecutor,
  decision: { businessId: string; reviewId: string; approverId: string; note: string; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE review_replies
        SET reply_status = 'returned', status = 'idle', return_note = $4, reviewed_by = $3, reviewed_at = $5,
            version = version + 1, updated_at = $5
      WHERE business_id = $1 AND id = $2 AND reply_status = 'awaitingApproval'`,
    [decision.businessId, decision.reviewId, decision.approverId, decision.note, decision.now],
  );
}

// --- The publishing job ---------------------------------------------------------------------------------

export interface ReplyTask {
  operation: ReplyOperation;
  content: string;
  version: number;
  authorId: string | null;
  /** The review's Google resource name, accounts/{a}/locations/{l}/reviews/{r}. */
  googleName: string;
}

/** What the job is to do for the review's reply; null when there is nothing to send (held, or gone). */
export async function readReplyTask(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
): Promise<ReplyTask | null> {
  const [row] = await tx.query<ReplyTask>(
    `SELECT rr.operation, rr.content, rr.version, rr.author_id AS "authorId", r.google_name AS "googleName"
       FROM review_replies AS rr
       JOIN reviews AS r ON r.business_id = rr.business_id AND r.id = rr.id
      -- Only a reply on its way: one held for approval since the job was claimed is not published.
      WHERE rr.business_id = $1 AND rr.id = $2 AND rr.reply_status IN ('sending', 'deleting')`,
    [businessId, reviewId],
  );
  return row ?? null;
}

/** The job lets go of a reply with nothing to send (held for approval meanwhile, or gone with its review). */
export function releaseReplyWithNothingToSend(
  tx: SqlExecutor,
  job: { businessId: string; reviewId: string; workerId: string },
  now: Date,
): Promise<void> {
  return releaseChangedReply(tx, job, now);
}

export interface HeldReply {
  version: number;
  authorId: string | null;
}

/** Locks the review and its reply, which `workerId` must still hold; null when it does not (lease lost). */
async function lockHeldReply(
  tx: SqlExecutor,
  job: { businessId: string; reviewId: string; workerId: string },
): Promise<HeldReply | null> {
  await tx.query('SELECT 1 FROM reviews WHERE business_id = $1 AND id = $2 FOR UPDATE', [
    job.businessId,
    job.reviewId,
  ]);
  const [row] = await tx.query<HeldReply & { locked_by: string | null }>(
    `SELECT version, author_id AS "authorId", locked_by FROM review_replies
      WHERE business_id = $1 AND id = $2 FOR UPDATE`,
    [job.businessId, job.reviewId],
  );
  return row && row.locked_by === job.workerId ? row : null;
}

/** The job lets go of a reply changed while it ran, due at once: the change (or the hold) decides what is next. */
async function releaseChangedReply(
  tx: SqlExecutor,
  job: { businessId: string; reviewId: string; workerId: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE review_replies
        SET locked_by = NULL, locked_until = NULL, run_at = $4, updated_at = $4,
            status = CASE WHEN reply_status IN ('awaitingApproval', 'returned') THEN 'idle'
                          WHEN status = 'running' THEN 'queued' ELSE status END
      WHERE business_id = $1 AND id = $2 AND locked_by = $3`,
    [job.businessId, job.reviewId, job.workerId, now],
  );
}

export type JobOutcome = 'done' | 'changed' | 'lost';

interface JobStep {
  businessId: string;
  reviewId: string;
  workerId: string;
  /** The version the job acted on. */
  version: number;
  now: Date;
}

/**
 * Google answered the PUT: the review now shows what Google holds, written by the task's author. 'done' when
 * the row still holds the version sent (the caller completes the job in this transaction), 'changed' when it
 * was edited meanwhile (released, to send the newest).
 */
export async function recordReplyPublished(
  tx: SqlExecutor,
  step: JobStep & { authorId: string | null; comment: string; updateTime: string },
): Promise<JobOutcome> {
  const held = await lockHeldReply(tx, step);
  if (!held) return 'lost';
  await tx.query(
    `UPDATE reviews SET reply_comment = $3, reply_update_time = $4, reply_author_id = $5, reply_source = 'sumaa'
      WHERE business_id = $1 AND id = $2`,
    [step.businessId, step.reviewId, step.comment, step.updateTime, step.authorId],
  );
  if (held.version !== step.version) {
    await releaseChangedReply(tx, step, step.now);
    return 'changed';
  }
  await tx.query(
    `UPDATE review_replies
        SET reply_status = 'published', failure_code = NULL, last_error = NULL, published_at = $3, updated_at = $3
      WHERE business_id = $1 AND id = $2`,
    [step.businessId, step.reviewId, step.now],
  );
  return 'done';
}

/** Google holds no reply any more: none here either, and the row goes (unless a new reply came meanwhile). */
export async function recordReplyDeleted(tx: SqlExecutor, step: JobStep): Promise<JobOutcome> {
  const held = await lockHeldReply(tx, step);
  if (!held) return 'lost';
  await tx.query(
    `UPDATE reviews SET reply_comment = NULL, reply_update_time = NULL, reply_author_id = NULL, reply_source = NULL
      WHERE business_id = $1 AND id = $2`,
    [step.businessId, step.reviewId],
  );
  if (held.version !== step.version) {
    await releaseChangedReply(tx, step, step.now);
    return 'changed';
  }
  await discardReply(tx, step.businessId, step.reviewId);
  return 'done';
}

/** A final failure: the reply shows it with its reason (a message code), the job stops. */
export async function recordReplyFailure(
  tx: SqlExecutor,
  step: JobStep & { code: string; error: string },
): Promise<{ outcome: JobOutcome; authorId: string | null }> {
  const held = await lockHeldReply(tx, step);
  if (!held) return { outcome: 'lost', authorId: null };
  if (held.version !== step.version) {
    // Edited since: the new text (or the hold) decides, not this failure.
    await releaseChangedReply(tx, step, step.now);
    return { outcome: 'changed', authorId: held.authorId };
  }
  await tx.query(
    `UPDATE review_replies
        SET reply_status = 'failed', failure_code = $3, status = 'failed', last_error = $4, finished_at = $5,
            locked_by = NULL, locked_until = NULL, updated_at = $5
      WHERE business_id = $1 AND id = $2`,
    [step.businessId, step.reviewId, step.code, step.error, step.now],
  );
  return { outcome: 'done', authorId: held.authorId };
}

/** Google answered that it has no such review: the review shows as removed at Google (migration 015). */
export async function markReviewGoneAtGoogle(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE reviews SET removed_at = coalesce(removed_at, $3) WHERE business_id = $1 AND id = $2',
    [businessId, reviewId, now],
  );
}

/** A retry is scheduled: the reply keeps its state (sending, deleting) and shows the last failure. */
export async function recordReplyRetryPending(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
  code: string,
): Promise<void> {
  await tx.query(
    `UPDATE review_replies SET failure_code = $3
      WHERE business_id = $1 AND id = $2 AND reply_status IN ('sending', 'deleting')`,
    [businessId, reviewId, code],
  );
}

/** The queue gave up on the job (its worker stopped on the last attempt): the reply shows it failed. */
export async function markReplyFailed(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
  code: string,
): Promise<void> {
  await tx.query(
    `UPDATE review_replies SET reply_status = 'failed', failure_code = coalesce(failure_code, $3)
      WHERE business_id = $1 AND id = $2`,
    [businessId, reviewId, code],
  );
}

/** Who wrote the review's Sumaa reply; null when it has none (or no author). */
export async function readReplyAuthor(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
): Promise<string | null> {
  const [row] = await tx.query<{ author_id: string | null }>(
    'SELECT author_id FROM review_replies WHERE business_id = $1 AND id = $2',
    [businessId, reviewId],
  );
  return row?.author_id ?? null;
}
