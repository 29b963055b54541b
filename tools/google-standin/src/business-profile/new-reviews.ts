// Reviews added while the stand-in runs (a test's "a customer just wrote a review"), through the programmatic API
// or POST /__standin/reviews.
import { randomBytes } from 'node:crypto';
import type { StandinContext } from '../context';
import { STAR_RATINGS, type StarRating, type StoredReview } from '../model';
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

  const stars =
    typeof input.starRating === 'number' ? input.starRating : STAR_RATINGS.indexOf(input.starRating) + 1;
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) {
    throw new NewReviewError('starRating must be ONE…FIVE or 1…5');
  }
  if (input.comment !== undefined && typeof input.comment !== 'string') {
    throw new NewReviewError('comment must be text');
  }
  const createTime = input.createTime ?? context.now().toISOString();
  if (Number.isNaN(Date.parse(createTime)))
    throw new NewReviewError('createTime must be an RFC 3339 timestamp');

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
