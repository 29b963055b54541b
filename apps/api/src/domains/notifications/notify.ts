// Who is told what (in-app notifications, and e-mails where the business's settings allow). The other domains
// call these after their own transaction has committed, so a notification never announces a change that was
// rolled back; each runs its own tenant transaction.
import type { ReviewSentiment } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';

export interface NewReviewNotice {
  reviewId: string;
  stars: number;
  sentiment: ReviewSentiment;
  authorName: string | null;
  locationName: string;
}

/**
 * Reviews an incremental sync brought in: every active member who can view reviews gets a `newReview`
 * notification (a negative one `negativeReview`); a negative review also e-mails the owner, admins and
 * managers when the business's notification settings allow (emailNotifications and negativeReviews).
 * Not for the first full sync of onboarding (the caller decides).
 */
export async function notifyNewReviews(
  app: FastifyInstance,
  businessId: string,
  reviews: readonly NewReviewNotice[],
): Promise<void> {
  void app;
  void businessId;
  void reviews;
}

export type ReplyEventKind = 'replyFailed' | 'replyAwaitingApproval' | 'replyReturned' | 'replyApproved';

export interface ReplyEvent {
  kind: ReplyEventKind;
  reviewId: string;
  /** The reply's author (told of failed, returned, approved). */
  authorId: string | null;
  /** Who caused it: the approver, or the agent awaiting approval. */
  actorName?: string | null;
  failureCode?: string | null;
  note?: string | null;
}

/**
 * replyFailed, replyReturned, replyApproved go to the reply's author; replyAwaitingApproval goes to every
 * active admin and manager holding ReplyReviews.
 */
export async function notifyReplyEvent(
  app: FastifyInstance,
  businessId: string,
  event: ReplyEvent,
): Promise<void> {
  void app;
  void businessId;
  void event;
}
