// What Google holds, for tests to look at without a token (GET /__standin/…/locations/{l}/reviews and
// standin.reviewsOf): a location's reviews with their current replies, rendered as the v4 API renders them.
import type { StandinContext } from '../context';
import { reviewResource } from './resources';

export interface LocationReviewsInspection {
  /** v4 name, accounts/{a}/locations/{l}. */
  location: string;
  title: string;
  placeId: string;
  /** Newest update first (Google's default order); each with its `reviewReply` while it has one. */
  reviews: Record<string, unknown>[];
}

/**
 * `accounts/{a}/locations/{l}`, `locations/{l}` or the bare `{l}`; undefined for an unknown location, or one that
 * is not the named account's.
 */
export function inspectLocationReviews(
  context: StandinContext,
  location: string,
): LocationReviewsInspection | undefined {
  const match = /^(?:(?:accounts\/([^/]+)\/)?locations\/)?([^/]+)$/.exec(location ?? '');
  const found = match ? context.store.location(match[2]) : undefined;
  if (!match || !found || (match[1] !== undefined && match[1] !== found.accountId)) return undefined;
  return {
    location: `accounts/${found.accountId}/locations/${found.id}`,
    title: found.title,
    placeId: found.placeId,
    reviews: context.store
      .reviewsInOrder(found, 'updateTime desc')
      .map((review) => reviewResource(found.accountId, found, review, context.origin())),
  };
}
