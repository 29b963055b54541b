// What the signed-in member may do in the inbox, read from the same role ranks and permission names the
// server checks (spec §6), so a button is shown only when its call would be allowed.
import type { SessionUser } from '@sumaa/api-client';
import { hasMinimumRole, hasPermission, type InboxReview, type ReplyStatus } from '@sumaa/contracts';

export interface ReviewAbilities {
  userId: string | null;
  /** Reply and smart-reply buttons (ReplyReviews). */
  canReply: boolean;
  /** Agents and above assign; a viewer only reads. */
  canAssign: boolean;
  /** Managers and admins approve or return an agent's reply, retry anyone's, and start a sync. */
  isManager: boolean;
}

export function abilitiesOf(user: SessionUser | null): ReviewAbilities {
  const role = user?.role ?? null;
  const permissions = user?.permissions ?? [];
  return {
    userId: user?.id ?? null,
    canReply: Boolean(user) && hasPermission(role, permissions, 'ReplyReviews'),
    canAssign: Boolean(user) && hasMinimumRole(role, 'agent'),
    isManager: Boolean(user) && hasMinimumRole(role, 'manager'),
  };
}

/** States in which the reply is on its way somewhere and cannot be touched until it lands. */
const IN_FLIGHT: readonly ReplyStatus[] = ['sending', 'deleting'];

export function isReplyInFlight(review: InboxReview): boolean {
  return review.replyState !== null && IN_FLIGHT.includes(review.replyState.status);
}

/** The reply-state icon of a card: the Sumaa reply's state while it is not (yet) what Google holds. */
export type ReplyIndicator = 'unreplied' | 'replied' | Exclude<ReplyStatus, 'published'>;

export function replyIndicatorOf(review: InboxReview): ReplyIndicator {
  const status = review.replyState?.status;
  if (status && status !== 'published') return status;
  return review.replied ? 'replied' : 'unreplied';
}

/** The reply written in Sumaa (or the one Google holds) is the signed-in member's own. */
export function isOwnReply(review: InboxReview, userId: string | null): boolean {
  if (!userId) return false;
  if (review.replyState) return review.replyState.authorId === userId;
  return review.replied && review.replyUserId === userId;
}

export interface ReplyActions {
  reply: boolean;
  edit: boolean;
  remove: boolean;
  retry: boolean;
  approve: boolean;
}

/** Which reply buttons a review's card offers this member. */
export function replyActionsOf(review: InboxReview, abilities: ReviewAbilities): ReplyActions {
  const none = { reply: false, edit: false, remove: false, retry: false, approve: false };
  if (!abilities.canReply || review.removedAtGoogle) return none;
  const own = isOwnReply(review, abilities.userId);
  const busy = isReplyInFlight(review);
  const hasReply = review.replied || review.replyState !== null;
  const status = review.replyState?.status;
  return {
    reply: !hasReply,
    edit: own && !busy,
    remove: own && !busy,
    retry: status === 'failed' && (own || abilities.isManager),
    approve: status === 'awaitingApproval' && abilities.isManager,
  };
}
