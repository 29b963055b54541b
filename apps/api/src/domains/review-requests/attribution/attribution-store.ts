// Attribution's SQL (migration 047), in the business's tenant transaction: the pairs of a clicked request not yet
// attributed and a review of its location written within the window after the click, not yet anyone's; and the
// attribution written once.
import { REVIEW_REQUEST_ATTRIBUTION_DAYS } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

export interface AttributionCandidate {
  request_id: string;
  clicked_at: Date;
  contact_name: string | null;
  review_id: string;
  create_time: Date;
  author_name: string | null;
}

/** Clicks older than this are no longer looked at: their window closed long before any sync could bring a review. */
const LOOK_BACK_DAYS = 90;

export async function readAttributionCandidates(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<AttributionCandidate[]> {
  return tx.query<AttributionCandidate>(
    `SELECT r.id AS request_id, r.clicked_at, lower(app_normalize_arabic(c.name)) AS contact_name,
            rv.id AS review_id, rv.create_time, lower(app_normalize_arabic(rv.author_name)) AS author_name
       FROM review_requests r
       JOIN contacts c ON c.business_id = r.business_id AND c.id = r.contact_id
       JOIN reviews rv ON rv.business_id = r.business_id
                      AND rv.create_time >= r.clicked_at
                      AND rv.create_time <= r.clicked_at + make_interval(days => $3)
                      AND (r.location_id IS NULL OR rv.location_id = r.location_id)
                      AND rv.author_name IS NOT NULL AND NOT rv.is_anonymous
      WHERE r.business_id = $1 AND r.clicked_at IS NOT NULL AND r.probable_review_id IS NULL
        AND r.clicked_at >= $2
        AND NOT EXISTS (SELECT 1 FROM review_requests o
                         WHERE o.business_id = r.business_id AND o.probable_review_id = rv.id)
      ORDER BY rv.create_time, rv.id, r.clicked_at DESC, r.id`,
    [
      businessId,
      new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 60 * 60 * 1000),
      REVIEW_REQUEST_ATTRIBUTION_DAYS,
    ],
  );
}

/** True when the request took the review (it had none, and the review is no other request's). */
export async function attributeReview(
  tx: SqlExecutor,
  businessId: string,
  attribution: { requestId: string; reviewId: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE review_requests SET probable_review_id = $3, attributed_at = $4
      WHERE business_id = $1 AND id = $2 AND probable_review_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM review_requests o WHERE o.business_id = $1 AND o.probable_review_id = $3)
      RETURNING id`,
    [businessId, attribution.requestId, attribution.reviewId, attribution.at],
  );
  return rows.length > 0;
}
