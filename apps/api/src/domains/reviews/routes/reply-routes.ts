// One review, and replying to it (decisions #20, #21): a reply is stored with its author and published to Google
// by a job (publish-reply-job.ts); every answer is the review as the inbox lists it, its replyState included.
// - POST …/reply writes or rewrites a reply. The current reply's author alone may change or delete it (spec §6);
//   a reply made directly on Google has no author here, so only an admin may replace or delete it.
// - When the business requires approval for agents, an agent's reply waits (awaitingApproval) until a manager
//   or an admin approves it (queued for publishing) or returns it with a note (the author edits and resends).
// - A failed reply is retried by its author, a manager or an admin.
// Ids that are not one of the business's reviews answer 404 alike, whatever the reason.
import { hasMinimumRole, isId, reviewRoutes, type InboxReview } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../../db/database';
import { AppError, conflict, forbidden, notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { businessScopeOf } from '../../shared/business-scope';
import { assertSubscriptionAllowsSyncAndReply } from '../../billing';
import { readInboxReview } from '../inbox-store';
import { REPLY_MAX_ATTEMPTS } from '../publish-reply-job';
import { announceReplyEvent } from '../reply-events';
import {
  approveReply,
  discardReply,
  lockReplyTarget,
  queueReplyDelete,
  requeueFailedReply,
  returnReply,
  saveReply,
  type ReplyTarget,
} from '../replies-store';

const replyNotFound = () => new AppError(404, 'replyNotFound');

interface Caller {
  businessId: string;
  userId: string;
  role: string;
  name: string;
}

function callerOf(request: FastifyRequest): Caller {
  const { businessId, userId } = businessScopeOf(request);
  return { businessId, userId, role: request.auth!.role, name: request.auth!.user.full_name };
}

/** The review's id from the path; anything else is not one of ours. */
function reviewIdOf(request: FastifyRequest<{ Params: { id: string } }>): string {
  if (!isId(request.params.id)) throw notFound();
  return request.params.id;
}

const isApprover = (caller: Caller) => hasMinimumRole(caller.role, 'manager');

/**
 * Who wrote the review's current reply: the Sumaa reply's author, else the member whose reply Google holds;
 * null for a reply made on Google; undefined when there is no reply at all.
 */
function currentAuthorOf(target: ReplyTarget): string | null | undefined {
  if (target.reply) return target.reply.authorId;
  if (target.googleReply !== null) return target.googleReplyAuthorId;
  return undefined;
}

/**
 * Both the reply Google holds and Sumaa's reply on its way must be the caller's: a reply made on Google only
 * an admin may replace or delete (it is the business's own answer), another member's never.
 */
function assertMayChangeReply(target: ReplyTarget, caller: Caller): void {
  const authors: Array<string | null> = [];
  if (target.reply) authors.push(target.reply.authorId);
  if (target.googleReply !== null) authors.push(target.googleReplyAuthorId);
  for (const author of authors) {
    if (author === caller.userId) continue;
    if (author === null && hasMinimumRole(caller.role, 'admin')) continue;
    throw forbidden(author === null ? 'replyMadeOnGoogle' : 'replyNotYours');
  }
}

/** Approving publishes over what Google holds: not over a reply made on Google, unless the approver is an admin. */
function assertMayPublishOver(target: ReplyTarget, caller: Caller): void {
  if (target.googleReply === null || target.googleReplyAuthorId === target.reply?.authorId) return;
  if (target.googleReplyAuthorId === null && hasMinimumRole(caller.role, 'admin')) return;
  throw forbidden(target.googleReplyAuthorId === null ? 'replyMadeOnGoogle' : 'replyNotYours');
}

export const replyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Locks the review (404 when it is not the business's), runs `work`, and reads the review back. */
  function withReview<T extends object>(
    caller: Caller,
    reviewId: string,
    work: (tx: SqlExecutor, target: ReplyTarget, review: InboxReview) => Promise<T>,
  ): Promise<T & { review: InboxReview }> {
    return app.db.tenantTransaction({ businessId: caller.businessId, userId: caller.userId }, async (tx) => {
      const target = await lockReplyTarget(tx, caller.businessId, reviewId);
      const before = target && (await readInboxReview(tx, caller.businessId, reviewId));
      if (!target || !before) throw notFound();
      const outcome = await work(tx, target, before);
      return { ...outcome, review: (await readInboxReview(tx, caller.businessId, reviewId))! };
    });
  }

  registerRoute(app, reviewRoutes.review, {
    handler: async (request) => {
      const caller = callerOf(request);
      const reviewId = reviewIdOf(request);
      const review = await app.db.tenantTransaction(
        { businessId: caller.businessId, userId: caller.userId },
        (tx) => readInboxReview(tx, caller.businessId, reviewId),
      );
      if (!review) throw notFound();
      return successEnvelope(review, request.language);
    },
  });

  registerRoute(app, reviewRoutes.reply, {
    handler: async (request) => {
      const caller = callerOf(request);
      const reviewId = reviewIdOf(request);
      const { held, review } = await withReview(caller, reviewId, async (tx, target, before) => {
        if (before.removedAtGoogle) throw conflict('replyReviewGoneAtGoogle');
        assertMayChangeReply(target, caller);
        // An expired or cancelled business reads its reviews but replies no more (decisions #25).
        await assertSubscriptionAllowsSyncAndReply(tx, caller.businessId, app.now());
        const { replies } = await readBusinessSettings(tx, caller.businessId);
        const held = replies.requireApprovalForAgents && caller.role === 'agent';
        await saveReply(tx, {
          businessId: caller.businessId,
          reviewId,
          authorId: caller.userId,
          content: request.body.content,
          held,
          maxAttempts: REPLY_MAX_ATTEMPTS,
          now: app.now(),
        });
        return { held };
      });
      if (held) {
        await announceReplyEvent(app, caller.businessId, {
          kind: 'replyAwaitingApproval',
          reviewId,
          authorId: caller.userId,
          actorName: caller.name,
        });
      } else {
        app.jobs.wake();
      }
      return successEnvelope(review, request.language, held ? 'replyHeldForApproval' : 'replyQueued');
    },
  });

  registerRoute(app, reviewRoutes.deleteReply, {
    handler: async (request) => {
      const caller = callerOf(request);
      const reviewId = reviewIdOf(request);
      const { queued, review } = await withReview(caller, reviewId, async (tx, target) => {
        if (currentAuthorOf(target) === undefined) throw replyNotFound();
        assertMayChangeReply(target, caller);
        const inFlight = target.reply?.jobStatus === 'queued' || target.reply?.jobStatus === 'running';
        if (target.googleReply === null && !inFlight) {
          // Held, returned or failed before Google took it: there is nothing to delete at Google.
          await discardReply(tx, caller.businessId, reviewId);
          return { queued: false };
        }
        await queueReplyDelete(tx, {
          businessId: caller.businessId,
          reviewId,
          authorId: target.reply?.authorId ?? target.googleReplyAuthorId,
          content: target.googleReply ?? target.reply!.content,
          maxAttempts: REPLY_MAX_ATTEMPTS,
          now: app.now(),
        });
        return { queued: true };
      });
      if (queued) app.jobs.wake();
      return successEnvelope(review, request.language, queued ? 'replyDeleteQueued' : 'replyDiscarded');
    },
  });

  registerRoute(app, reviewRoutes.retryReply, {
    handler: async (request) => {
      const caller = callerOf(request);
      const reviewId = reviewIdOf(request);
      const { review } = await withReview(caller, reviewId, async (tx, target, before) => {
        const reply = target.reply;
        if (!reply) throw replyNotFound();
        if (reply.authorId !== caller.userId && !isApprover(caller)) throw forbidden('replyRetryNotAllowed');
        if (reply.replyStatus !== 'failed') throw conflict('replyNotFailed');
        if (reply.operation === 'publish' && before.removedAtGoogle)
          throw conflict('replyReviewGoneAtGoogle');
        await requeueFailedReply(tx, caller.businessId, reviewId, app.now());
        return {};
      });
      app.jobs.wake();
      return successEnvelope(review, request.language, 'replyRetryQueued');
    },
  });

  registerRoute(app, reviewRoutes.approveReply, {
    handler: async (request) => {
      const caller = callerOf(request);
      // Before the review is looked up: whoever may not approve learns nothing about which ids exist.
      if (!isApprover(caller)) throw forbidden('replyApproversOnly');
      const reviewId = reviewIdOf(request);
      const { authorId, review } = await withReview(caller, reviewId, async (tx, target, before) => {
        if (!target.reply) throw replyNotFound();
        if (target.reply.replyStatus !== 'awaitingApproval') throw conflict('replyNotAwaitingApproval');
        if (before.removedAtGoogle) throw conflict('replyReviewGoneAtGoogle');
        assertMayPublishOver(target, caller);
        await assertSubscriptionAllowsSyncAndReply(tx, caller.businessId, app.now());
        await approveReply(tx, {
          businessId: caller.businessId,
          reviewId,
          approverId: caller.userId,
          now: app.now(),
        });
        return { authorId: target.reply.authorId };
      });
      app.jobs.wake();
      await announceReplyEvent(app, caller.businessId, {
        kind: 'replyApproved',
        reviewId,
        authorId,
        actorName: caller.name,
      });
      return successEnvelope(review, request.language, 'replyApprovedAndQueued');
    },
  });

  registerRoute(app, reviewRoutes.returnReply, {
    handler: async (request) => {
      const caller = callerOf(request);
      if (!isApprover(caller)) throw forbidden('replyApproversOnly');
      const reviewId = reviewIdOf(request);
      const { note } = request.body;
      const { authorId, review } = await withReview(caller, reviewId, async (tx, target) => {
        if (!target.reply) throw replyNotFound();
        if (target.reply.replyStatus !== 'awaitingApproval') throw conflict('replyNotAwaitingApproval');
        await returnReply(tx, {
          businessId: caller.businessId,
          reviewId,
          approverId: caller.userId,
          note,
          now: app.now(),
        });
        return { authorId: target.reply.authorId };
      });
      await announceReplyEvent(app, caller.businessId, {
        kind: 'replyReturned',
        reviewId,
        authorId,
        actorName: caller.name,
        note,
      });
      return successEnvelope(review, request.language, 'replyReturnedToAuthor');
    },
  });
};
