// The analytics' SQL: the requests that left in the period (sent_at, days read in the business's time zone),
// counted per channel and location in one pass of review_requests_sent_idx.
import type { ReviewRequestChannel } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

export interface RequestCountsRow {
  channel: ReviewRequestChannel;
  location_id: string | null;
  sent: number;
  delivered: number;
  clicked: number;
  reviews: number;
}

export async function countRequestsOfPeriod(
  tx: SqlExecutor,
  businessId: string,
  period: { from: string | null; to: string | null; timeZone: string },
): Promise<RequestCountsRow[]> {
  return tx.query<RequestCountsRow>(
    `SELECT r.channel, r.location_id,
            count(*)::int AS sent,
            count(*) FILTER (WHERE r.delivered_at IS NOT NULL OR r.read_at IS NOT NULL
                                OR r.clicked_at IS NOT NULL)::int AS delivered,
            count(*) FILTER (WHERE r.clicked_at IS NOT NULL)::int AS clicked,
            count(*) FILTER (WHERE r.probable_review_id IS NOT NULL)::int AS reviews
       FROM review_requests r
      WHERE r.business_id = $1 AND r.sent_at IS NOT NULL
        AND ($2::text IS NULL OR r.sent_at >= ($2::text)::date::timestamp AT TIME ZONE $4::text)
        AND ($3::text IS NULL OR r.sent_at < (($3::text)::date + 1)::timestamp AT TIME ZONE $4::text)
      GROUP BY r.channel, r.location_id`,
    [businessId, period.from, period.to, period.timeZone],
  );
}
