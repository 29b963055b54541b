// Reviews added, edited or removed while the stand-in runs (a test's "a customer just wrote a review", "changed
// their mind", "deleted it"), through the programmatic API or POST /__standin/reviews, PATCH and DELETE
// /__standin/reviews/{name}.
import { randomBytes } from 'node:crypto';
import type { StandinContext } from '../context';
import { STAR_RATINGS, type StarRating, type StoredLocation, type StoredReview } from '../model';
import { ANONYMOUS_REVIEWER_NAME } from '../seed/review-generator';
import { reviewResource } from './resources';

export interface NewReview {
  /** `accounts/{a}/locations/{l}` or `locations/{l}`. */
  location: string;
  starRating: StarRating | 1 | 2 | 3 | 4 | 5;
  /** Leave out for a rating-only review. */
  comment?: string;
  reviewerName?: string;
  anonymous?: boolean;
  /** Defaults to now. */
  createTime?: string;
}

export class NewReviewError extends Error {}

export function addReview(context: StandinContext, input: NewReview): Record<string, unknown> {
  const locationId = /^(?:accounts\/[^/]+\/)?locations\/([^/]+)$/.exec(input.location ?? '')?.[1];
  const location = locationId ? context.store.location(locationId) : undefined;
  if (!location) throw new NewReviewError(`Unknown location: ${input.location}`);

  const stars = starsOf(input.starRating);
  if (input.comment !== undefined && typeof input.comment !== 'string') {
    throw new NewReviewError('comment must be text');
  }
  const createTime = timestampOf(input.createTime ?? context.now().toISOString(), 'createTime');

  const anonymous = input.anonymous === true;
  const review: StoredReview = {
    reviewId: randomBytes(33).toString('base64url'),
    reviewer: anonymous
      ? { displayName: ANONYMOUS_REVIEWER_NAME, isAnonymous: true }
      : {
          displayName: input.reviewerName?.trim() || 'Google User',
          isAnonymous: false,
          avatarKey: randomBytes(9).toString('base64url'),
        },
    stars,
    createTime: new Date(createTime).toISOString(),
    updateTime: new Date(createTime).toISOString(),
  };
  if (input.comment !== undefined && input.comment !== '') review.comment = input.comment;
  if (review.reviewer.avatarKey)
    context.avatarNames.set(review.reviewer.avatarKey, review.reviewer.displayName);
  context.store.addReview(location, review);
  return reviewResource(location.accountId, location, review, context.origin());
}

/** What a reviewer may change: the stars and the text (null removes the text). */
export interface ReviewEdit {
  starRating?: StarRating | 1 | 2 | 3 | 4 | 5;
  comment?: string | null;
  /** Defaults to now; Google moves an edited review to the top of `updateTime desc`. */
  updateTime?: string;
}

/** The reviewer edits their review: new stars or text, a new updateTime. Its reply stays. */
export function editReview(context: StandinContext, name: string, edit: ReviewEdit): Record<string, unknown> {
  const { location, review } = findReview(context, name);
  if (edit.starRating !== undefined) review.stars = starsOf(edit.starRating);
  if (edit.comment !== undefined) {
    if (edit.comment !== null && typeof edit.comment !== 'string')
      throw new NewReviewError('comment must be text or null');
    if (edit.comment === null || edit.comment === '') delete review.comment;
    else review.comment = edit.comment;
  }
  review.updateTime = timestampOf(edit.updateTime ?? context.now().toISOString(), 'updateTime');
  context.store.reviewsChanged(location);
  return reviewResource(location.accountId, location, review, context.origin());
}

/** The review is gone from Google (deleted by its reviewer, or taken down); returns what it was. */
export function removeReview(context: StandinContext, name: string): Record<string, unknown> {
  const { location, review } = findReview(context, name);
  const resource = reviewResource(location.accountId, location, review, context.origin());
  context.store.removeReview(location, review.reviewId);
  return resource;
}

/** `accounts/{a}/locations/{l}/reviews/{r}` or `locations/{l}/reviews/{r}`. */
function findReview(
  context: StandinContext,
  name: string,
): { location: StoredLocation; review: StoredReview } {
  const match = /^(?:accounts\/[^/]+\/)?locations\/([^/]+)\/reviews\/([^/]+)$/.exec(name ?? '');
  const location = match ? context.store.location(match[1]) : undefined;
  const review = location && match ? context.store.review(location, match[2]) : undefined;
  if (!location || !review) throw new NewReviewError(`Unknown review: ${name}`);
  return { location, review };
}

function starsOf(starRating: StarRating | number): number {
  const stars = typeof starRating === 'number' ? starRating : STAR_RATINGS.indexOf(starRating) + 1;
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) {
    throw new NewReviewError('starRating must be ONE…FIVE or 1…5');
  }
  return stars;
}

/** The timestamp in Google's form (UTC, milliseconds); throws for anything Date cannot read. */
function timestampOf(value: string, field: string): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw new NewReviewError(`${field} must be an RFC 3339 timestamp`);
  return new Date(value).toISOString();
}
