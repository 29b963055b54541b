// Who is told what (in-app notifications, and e-mails where the business's settings allow). The other domains
// call these after their own transaction has committed, so a notification never announces a change that was
// rolled back; each runs its own tenant transaction. A failure here is logged, never thrown: the change it
// announces has already been made and answered.
import type { BusinessSettings, ReviewSentiment, UnsubscribableSwitch } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';
import type { MailMessage } from '../../mail/mailer';
import { NEGATIVE_REVIEWS_LISTED, negativeReviewsEmail } from './emails/negative-reviews-email';
import { NEW_REVIEWS_LISTED, newReviewsEmail } from './emails/new-reviews-email';
import { reviewAssignedEmail } from './emails/review-assigned-email';
import type { UnsubscribeLink } from './emails/unsubscribe-parts';
import { readBusinessSettings } from '../businesses';
import type { NewReviewNotice } from '../reviews';
import { listMembers, readBusinessName, type MemberRow } from '../team';
import {
  insertNotifications,
  readReviewSummaries,
  type NewNotification,
  type NotificationParams,
  type ReviewSummaryRow,
} from './notifications-store';
import { activeReader, reviewAlertMailRecipients, replyApprovers, reviewReaders } from './recipients';
import { unsubscribeUrl } from './unsubscribe-token';
import { queueNegativeReviewAlerts } from './whatsapp-alerts/queue-whatsapp-alerts';

/** Above this many new reviews in one call, each member gets one summary rather than one per review. */
export const NEW_REVIEWS_SUMMARY_AFTER = 10;

/** The work in the business's tenant transaction, with no user (it writes to others' bells); then its mails. */
async function notifySafely(
  app: FastifyInstance,
  businessId: string,
  what: string,
  work: (tx: SqlExecutor) => Promise<MailMessage[]>,
): Promise<void> {
  try {
    const mails = await app.db.tenantTransaction({ businessId, userId: null }, work);
    for (const mail of mails) app.mailer.dispatch(mail);
  } catch (error) {
    app.log.error({ err: error, businessId, notification: what }, 'notifications could not be written');
  }
}

/** What every review notification says about its review. */
function reviewParams(review: ReviewSummaryRow): NotificationParams {
  return { authorName: review.author_name, stars: review.stars, locationName: review.location_name };
}

function reviewInEmail(review: ReviewSummaryRow) {
  return {
    reviewId: review.id,
    stars: review.stars,
    authorName: review.author_name,
    locationName: review.location_name,
    text: review.text,
  };
}

// What the reviews domain tells of each new review (its store reads them for the reviews.synced event).
export type { NewReviewNotice };

/**
 * Reviews an incremental sync brought in (it announces each new review once, after its job completed):
 * every active member who can view reviews gets a `newReview` notification (a negative one
 * `negativeReview`); more than NEW_REVIEWS_SUMMARY_AFTER at once make one `newReview` per member instead
 * (reviewId null, params count and negativeCount). Not for the first full sync of onboarding (the caller
 * decides).
 *
 * Each negative review also queues a WhatsApp alert for every member who turned theirs on, when the business's
 * switch (smsNotifications) is on (whatsapp-alerts/): at most once per review and member, however often called.
 *
 * The owner, admins and managers who read the inbox are also e-mailed, one e-mail each per call, when the
 * business's settings allow (emailNotifications is the master switch): with newReviews on, about every new
 * review (summed up beyond NEW_REVIEWS_LISTED); with only negativeReviews on, about the negative ones.
 */
export async function notifyNewReviews(
  app: FastifyInstance,
  businessId: string,
  reviews: readonly NewReviewNotice[],
): Promise<void> {
  if (reviews.length === 0) return;
  let alertsQueued = 0;
  await notifySafely(app, businessId, 'newReviews', async (tx) => {
    const members = await listMembers(tx, businessId, { includeInactive: false });
    await insertNotifications(
      tx,
      businessId,
      newReviewNotifications(reviewReaders(members), reviews),
      app.now(),
    );
    alertsQueued = await queueNegativeReviewAlerts(app, tx, businessId, members, reviews);
    return newReviewMails(app, tx, businessId, members, reviews);
  });
  if (alertsQueued > 0) app.jobs.wake();
}

async function newReviewMails(
  app: FastifyInstance,
  tx: SqlExecutor,
  businessId: string,
  members: readonly MemberRow[],
  reviews: readonly NewReviewNotice[],
): Promise<MailMessage[]> {
  const settings = await readBusinessSettings(tx, businessId);
  const { emailNotifications, newReviews, negativeReviews } = settings.notifications;
  if (!emailNotifications) return [];
  if (newReviews) return everyReviewMails(app, tx, businessId, settings, members, reviews);
  if (negativeReviews) return negativeReviewMails(app, tx, businessId, settings, members, reviews);
  return [];
}

/** The recipient's own signed link that turns this kind of e-mail off for the business. */
function unsubscribeLinkFor(
  app: FastifyInstance,
  businessId: string,
  settings: BusinessSettings,
  member: MemberRow,
  notificationSwitch: UnsubscribableSwitch,
): UnsubscribeLink {
  return {
    notificationSwitch,
    url: unsubscribeUrl(app, {
      businessId,
      notificationSwitch,
      userId: member.user_id,
      language: settings.preferences.language,
    }),
  };
}

/** One e-mail per recipient about every review of the call; the negative ones are listed first. */
async function everyReviewMails(
  app: FastifyInstance,
  tx: SqlExecutor,
  businessId: string,
  settings: BusinessSettings,
  members: readonly MemberRow[],
  reviews: readonly NewReviewNotice[],
): Promise<MailMessage[]> {
  const recipients = reviewAlertMailRecipients(members);
  if (recipients.length === 0) return [];
  const listed = [...reviews.filter(isNegative), ...reviews.filter((review) => !isNegative(review))].slice(
    0,
    NEW_REVIEWS_LISTED,
  );
  const stored = await readReviewSummaries(
    tx,
    businessId,
    listed.map((review) => review.reviewId),
  );
  const inEmail = listed.map((review) => ({
    reviewId: review.reviewId,
    stars: review.stars,
    sentiment: review.sentiment,
    authorName: review.authorName,
    locationName: review.locationName,
    text: stored.get(review.reviewId)?.text ?? null,
  }));
  const count = (sentiment: ReviewSentiment) =>
    reviews.filter((review) => review.sentiment === sentiment).length;
  const batch = {
    total: reviews.length,
    positive: count('Positive'),
    negative: count('Negative'),
    neutral: count('Neutral'),
    averageStars: reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length,
  };
  const businessName = await readBusinessName(tx, businessId);
  return recipients.map((member) =>
    newReviewsEmail({
      to: member.email,
      recipientName: member.full_name,
      businessName,
      reviews: inEmail,
      batch,
      publicAppUrl: app.config.publicAppUrl,
      language: settings.preferences.language,
      unsubscribe: unsubscribeLinkFor(app, businessId, settings, member, 'newReviews'),
    }),
  );
}

const isNegative = (review: NewReviewNotice) => review.sentiment === 'Negative';

function newReviewNotifications(
  readers: readonly MemberRow[],
  reviews: readonly NewReviewNotice[],
): NewNotification[] {
  if (reviews.length > NEW_REVIEWS_SUMMARY_AFTER) {
    const params = { count: reviews.length, negativeCount: reviews.filter(isNegative).length };
    return readers.map((member) => ({ userId: member.user_id, kind: 'newReview', reviewId: null, params }));
  }
  return readers.flatMap((member) =>
    reviews.map((review): NewNotification => ({
      userId: member.user_id,
      kind: isNegative(review) ? 'negativeReview' : 'newReview',
      reviewId: review.reviewId,
      params: { authorName: review.authorName, stars: review.stars, locationName: review.locationName },
    })),
  );
}

/** One e-mail per recipient for the call's negative reviews (one described, several listed). */
async function negativeReviewMails(
  app: FastifyInstance,
  tx: SqlExecutor,
  businessId: string,
  settings: BusinessSettings,
  members: readonly MemberRow[],
  reviews: readonly NewReviewNotice[],
): Promise<MailMessage[]> {
  const negatives = reviews.filter(isNegative);
  if (negatives.length === 0) return [];
  const recipients = reviewAlertMailRecipients(members);
  if (recipients.length === 0) return [];

  const listed = negatives.slice(0, NEGATIVE_REVIEWS_LISTED);
  const stored = await readReviewSummaries(
    tx,
    businessId,
    listed.map((review) => review.reviewId),
  );
  const inEmail = listed.map((review) => ({
    reviewId: review.reviewId,
    stars: review.stars,
    authorName: review.authorName,
    locationName: review.locationName,
    text: stored.get(review.reviewId)?.text ?? null,
  }));
  const businessName = await readBusinessName(tx, businessId);
  return recipients.map((member) =>
    negativeReviewsEmail({
      to: member.email,
      recipientName: member.full_name,
      businessName,
      reviews: inEmail,
      total: negatives.length,
      publicAppUrl: app.config.publicAppUrl,
      language: settings.preferences.language,
      unsubscribe: unsubscribeLinkFor(app, businessId, settings, member, 'negativeReviews'),
    }),
  );
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
  await notifySafely(app, businessId, event.kind, async (tx) => {
    const review = (await readReviewSummaries(tx, businessId, [event.reviewId])).get(event.reviewId);
    if (!review) return [];
    const members = await listMembers(tx, businessId, { includeInactive: false });
    const author = activeReader(members, event.authorId);
    const recipients =
      event.kind === 'replyAwaitingApproval' ? replyApprovers(members) : author ? [author] : [];
    const params: NotificationParams = { ...reviewParams(review) };
    if (event.actorName !== undefined) params.actorName = event.actorName;
    if (event.failureCode !== undefined) params.failureCode = event.failureCode;
    if (event.note !== undefined) params.note = event.note;
    await insertNotifications(
      tx,
      businessId,
      recipients.map((member) => ({
        userId: member.user_id,
        kind: event.kind,
        reviewId: event.reviewId,
        params,
      })),
      app.now(),
    );
    return [];
  });
}

export interface ReviewAssignmentNotice {
  reviewId: string;
  assigneeId: string;
  assignerId: string;
}

/**
 * A review was assigned (or reassigned) to a member: a `reviewAssigned` notification, and an e-mail when the
 * business's settings have e-mail notifications on. Nothing when members assign a review to themselves.
 */
export async function notifyReviewAssigned(
  app: FastifyInstance,
  businessId: string,
  assignment: ReviewAssignmentNotice,
): Promise<void> {
  if (assignment.assigneeId === assignment.assignerId) return;
  await notifySafely(app, businessId, 'reviewAssigned', async (tx) => {
    const review = (await readReviewSummaries(tx, businessId, [assignment.reviewId])).get(
      assignment.reviewId,
    );
    const members = await listMembers(tx, businessId, { includeInactive: false });
    const assignee = activeReader(members, assignment.assigneeId);
    if (!review || !assignee) return [];
    const assignerName = members.find((member) => member.user_id === assignment.assignerId)?.full_name ?? '';
    await insertNotifications(
      tx,
      businessId,
      [
        {
          userId: assignee.user_id,
          kind: 'reviewAssigned',
          reviewId: review.id,
          params: { ...reviewParams(review), actorName: assignerName },
        },
      ],
      app.now(),
    );
    const settings = await readBusinessSettings(tx, businessId);
    if (!settings.notifications.emailNotifications) return [];
    return [
      reviewAssignedEmail({
        to: assignee.email,
        assigneeName: assignee.full_name,
        assignerName,
        businessName: await readBusinessName(tx, businessId),
        review: reviewInEmail(review),
        publicAppUrl: app.config.publicAppUrl,
        language: settings.preferences.language,
      }),
    ];
  });
}
