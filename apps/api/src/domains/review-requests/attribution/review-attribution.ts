// Attribution (issue 23, "Tracking"): after each sync of a business's Google reviews, a review whose author's name
// matches a contact's (name-matching.ts), written within REVIEW_REQUEST_ATTRIBUTION_DAYS after that contact's
// request was clicked, at the request's location, is recorded on the request as probably from it — never as
// certain. Each review goes to one request and each request gets one review: the earliest review first, to the
// request clicked last before it. It looks at every unattributed click, not only the sync's new reviews, so a
// delivery repeated (at least once) or a review synced late finds the same answer.
import type { SqlExecutor } from '../../../db/database';
import { attributeReview, readAttributionCandidates } from './attribution-store';
import { namesMatch } from './name-matching';

/** How many requests were attributed a review. */
export async function attributeSyncedReviews(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<number> {
  const candidates = await readAttributionCandidates(tx, businessId, now);
  const requestsTaken = new Set<string>();
  const reviewsTaken = new Set<string>();
  let attributed = 0;
  for (const candidate of candidates) {
    if (requestsTaken.has(candidate.request_id) || reviewsTaken.has(candidate.review_id)) continue;
    if (!namesMatch(candidate.contact_name, candidate.author_name)) continue;
    if (
      await attributeReview(tx, businessId, {
        requestId: candidate.request_id,
        reviewId: candidate.review_id,
        at: now,
      })
    ) {
      attributed += 1;
    }
    requestsTaken.add(candidate.request_id);
    reviewsTaken.add(candidate.review_id);
  }
  return attributed;
}
