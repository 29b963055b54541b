// The job of a rule's action that is due later (reply_rule_actions rows with a run_at, ADR 0005): a reply after its
// delay, an escalation at its SLA. The row is the job; the action is settled and the job completed in one tenant
// transaction, under the review's lock (the order of replies-store.ts: the review's row first), so a reply is
// queued at most once, an undo either comes first (nothing is published) or finds it done (409), and a worker that
// dies mid-way leaves the action scheduled for the next one.
//
// A reply, when due, checks everything again: "pause all", the review still at Google, no reply made meanwhile by
// a person or on Google, the stars and sentiment (a review edited to 2★ is held, not published), the
// subscription. Then it is written as a person's reply (review_replies), and the reviews domain's publishing job
// puts it on Google.
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';
import { LeaseLostError, throwIfStopped, type JobKind, type JobRun } from '../../jobs/job-queue';
import { subscriptionAllowsSyncAndReply } from '../billing';
import { readBusinessLanguage, readBusinessProfile } from '../businesses';
import { notifyReplyEvent } from '../notifications';
import { listMembers } from '../team';
import { lockReplyTarget, REPLY_MAX_ATTEMPTS, saveReply } from '../reviews';
import { slaBreachEmail } from './sla-breach-email';
import {
  lockAction,
  markActionFailed,
  readPaused,
  readReviewFacts,
  settleAction,
  type LockedAction,
} from './reply-rules-store';
import { publishHoldReason } from './rule-matching';

type AfterCommit = () => Promise<void>;

class DueAction {
  constructor(
    private readonly app: FastifyInstance,
    private readonly run: JobRun,
  ) {}

  private get businessId(): string {
    return this.run.job.businessId;
  }

  async execute(): Promise<void> {
    throwIfStopped(this.run.signal);
    const after = await this.app.db.tenantTransaction({ businessId: this.businessId, userId: null }, (tx) =>
      this.settle(tx),
    );
    if (after) await after();
  }

  private async settle(tx: SqlExecutor): Promise<AfterCommit | null> {
    const [peek] = await tx.query<{ review_id: string }>(
      'SELECT review_id FROM reply_rule_actions WHERE business_id = $1 AND id = $2',
      [this.businessId, this.run.job.id],
    );
    if (!peek) return null;
    const target = await lockReplyTarget(tx, this.businessId, peek.review_id);
    const action = await lockAction(tx, this.businessId, this.run.job.id);
    if (!action || action.locked_by !== this.run.lease().workerId) throw new LeaseLostError(this.run.job);
    const now = this.run.now();
    let after: AfterCommit | null = null;
    // Undone (or its rule deleted) meanwhile: nothing to do but finish.
    if (action.state === 'scheduled' && target) {
      after =
        action.action === 'escalate'
          ? await this.escalate(tx, action, now)
          : await this.reply(tx, action, target, now);
    }
    await this.run.complete(tx);
    return after;
  }

  private async reply(
    tx: SqlExecutor,
    action: LockedAction,
    target: NonNullable<Awaited<ReturnType<typeof lockReplyTarget>>>,
    now: Date,
  ): Promise<AfterCommit | null> {
    const settle = (state: 'done' | 'held' | 'failed', reason: string | null) =>
      settleAction(tx, this.businessId, action.id, { state, reason }, now);
    if (await readPaused(tx, this.businessId)) {
      await settle('failed', 'replyRuleSkippedPaused');
      return null;
    }
    const [review] = await readReviewFacts(tx, this.businessId, [action.review_id]);
    if (!review || review.removedAtGoogle) {
      await settle('failed', 'replyRuleSkippedRemoved');
      return null;
    }
    // Never over a reply made by a person (written, held, sending) or on Google since the rule acted.
    if (target.googleReply !== null || target.reply !== null) {
      await settle('failed', 'replyRuleSkippedAlreadyReplied');
      return null;
    }
    if (!(await subscriptionAllowsSyncAndReply(tx, this.businessId, now))) {
      await settle('failed', 'replyRuleSkippedNotAllowed');
      return null;
    }
    const text = String(action.detail.text ?? '');
    const authorId = String(action.detail.authorId ?? '');
    const hold = publishHoldReason(review);
    await saveReply(tx, {
      businessId: this.businessId,
      reviewId: action.review_id,
      authorId,
      content: text,
      held: hold !== null,
      maxAttempts: REPLY_MAX_ATTEMPTS,
      now,
    });
    if (hold) {
      await settle('held', hold);
      const businessId = this.businessId;
      return () =>
        notifyReplyEvent(this.app, businessId, {
          kind: 'replyAwaitingApproval',
          reviewId: action.review_id,
          authorId,
          actorName: action.rule_name,
        });
    }
    await settle('done', null);
    return async () => this.app.jobs.wake();
  }

  /** At the SLA: answered (Google holds a reply) is met; otherwise the owner is told by e-mail. */
  private async escalate(tx: SqlExecutor, action: LockedAction, now: Date): Promise<AfterCommit | null> {
    const [review] = await readReviewFacts(tx, this.businessId, [action.review_id]);
    const [answered] = await tx.query<{ answered: boolean }>(
      `SELECT (reply_comment IS NOT NULL) AS answered FROM reviews WHERE business_id = $1 AND id = $2`,
      [this.businessId, action.review_id],
    );
    if (!review || answered?.answered) {
      await settleAction(tx, this.businessId, action.id, { state: 'done', reason: 'replyRuleSlaMet' }, now);
      return null;
    }
    const members = await listMembers(tx, this.businessId, { includeInactive: false });
    const owner = members.find((member) => member.is_owner && member.status === 'active');
    const businessName = (await readBusinessProfile(tx, this.businessId))?.name ?? '';
    const language = await readBusinessLanguage(tx, this.businessId);
    await settleAction(
      tx,
      this.businessId,
      action.id,
      {
        state: 'done',
        reason: 'replyRuleSlaBreached',
        detail: { breached: true, ownerTold: Boolean(owner) },
      },
      now,
    );
    if (!owner) return null;
    const mail = slaBreachEmail({
      to: owner.email,
      ownerName: owner.full_name,
      businessName,
      ruleName: action.rule_name,
      slaHours: Number(action.detail.slaHours ?? 0),
      stars: review.stars,
      reviewId: review.id,
      publicAppUrl: this.app.config.publicAppUrl,
      language,
    });
    return async () => void (await this.app.mailer.dispatch(mail));
  }
}

export function scheduledActionJob(app: FastifyInstance): JobKind {
  return {
    table: 'reply_rule_actions',
    priority: 20,
    handle: (run) => new DueAction(app, run).execute(),
    // Only our own trouble can fail it (the database restarting): worth another attempt.
    classify: () => ({ retryable: true }),
    recordFailure: (tx, job) => markActionFailed(tx, job.businessId, job.id, 'replyRuleActionFailed'),
  };
}
