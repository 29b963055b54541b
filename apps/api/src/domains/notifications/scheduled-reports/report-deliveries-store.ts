// The scheduled reports' SQL (migration 018): the deliveries queued and sent, and what a report lists beyond
// the report endpoints' figures. Everything but the list of candidates runs in the business's tenant transaction.
import type { Database, SqlExecutor } from '../../../db/database';
import type { ReportDays, ReportKind } from './report-periods';

/**
 * Every business that may hold reviews (reviews hang off linked places): the schedule looks at these. The
 * links are readable across businesses (migration 008), as for the data-retention schedule.
 */
export async function listReportCandidates(db: Database): Promise<string[]> {
  const rows = await db.transaction((tx) =>
    tx.query<{ business_id: string }>(
      'SELECT DISTINCT business_id FROM google_place_links ORDER BY business_id',
    ),
  );
  return rows.map((row) => row.business_id);
}

export interface BusinessFacts {
  createdAt: Date;
  hasReviews: boolean;
}

export async function readBusinessFacts(tx: SqlExecutor, businessId: string): Promise<BusinessFacts | null> {
  const [row] = await tx.query<{ created_at: Date; has_reviews: boolean }>(
    `SELECT b.created_at, EXISTS (SELECT 1 FROM reviews AS r WHERE r.business_id = b.business_id) AS has_reviews
       FROM businesses AS b
      WHERE b.business_id = $1`,
    [businessId],
  );
  return row ? { createdAt: row.created_at, hasReviews: row.has_reviews } : null;
}

/** Queues the report of the period; false when that period's report was queued before (by anyone). */
export async function enqueueReportDelivery(
  tx: SqlExecutor,
  delivery: { businessId: string; kind: ReportKind; days: ReportDays; maxAttempts: number; now: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO report_deliveries (business_id, kind, period_start, period_end, run_at, max_attempts,
                                    created_at, updated_at)
     VALUES ($1, $2, $3::date, $4::date, $5, $6, $5, $5)
     ON CONFLICT (business_id, kind, period_start) DO NOTHING
     RETURNING id`,
    [
      delivery.businessId,
      delivery.kind,
      delivery.days.start,
      delivery.days.end,
      delivery.now,
      delivery.maxAttempts,
    ],
  );
  return inserted.length > 0;
}

export interface ReportDeliveryRow {
  id: string;
  kind: ReportKind;
  period_start: string;
  period_end: string;
  sent_at: Date | null;
  skipped_reason: string | null;
}

/** The delivery, locked until the transaction ends: one run at a time decides whether it is sent. */
export async function readReportDeliveryForUpdate(
  tx: SqlExecutor,
  businessId: string,
  id: string,
): Promise<ReportDeliveryRow | null> {
  const [row] = await tx.query<ReportDeliveryRow>(
    `SELECT id, kind, to_char(period_start, 'YYYY-MM-DD') AS period_start,
            to_char(period_end, 'YYYY-MM-DD') AS period_end, sent_at, skipped_reason
       FROM report_deliveries
      WHERE business_id = $1 AND id = $2
        FOR UPDATE`,
    [businessId, id],
  );
  return row ?? null;
}

export async function recordReportSent(
  tx: SqlExecutor,
  delivery: { businessId: string; id: string; recipients: number; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE report_deliveries SET sent_at = $3, recipients = $4, updated_at = $3
      WHERE business_id = $1 AND id = $2`,
    [delivery.businessId, delivery.id, delivery.now, delivery.recipients],
  );
}

export async function recordReportSkipped(
  tx: SqlExecutor,
  delivery: { businessId: string; id: string; reason: 'switchedOff' | 'noRecipients'; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE report_deliveries SET skipped_reason = $3, updated_at = $4
      WHERE business_id = $1 AND id = $2`,
    [delivery.businessId, delivery.id, delivery.reason, delivery.now],
  );
}

export interface UnansweredReviewRow {
  id: string;
  author_name: string | null;
  stars: number;
  text: string | null;
  location_name: string;
}

/**
 * The oldest of the period's reviews that have no reply yet (days read in the business's time zone, as the
 * report endpoints and the inbox read them).
 */
export async function readOldestUnanswered(
  tx: SqlExecutor,
  businessId: string,
  options: ReportDays & { timeZone: string; limit: number },
): Promise<UnansweredReviewRow[]> {
  return tx.query<UnansweredReviewRow>(
    `SELECT r.id, r.author_name, r.stars, coalesce(r.comment_original, r.comment_translated) AS text,
            l.name AS location_name
       FROM reviews AS r
       JOIN locations AS l ON l.business_id = r.business_id AND l.id = r.location_id
      WHERE r.business_id = $1 AND r.reply_comment IS NULL
        AND r.create_time >= $2::date::timestamp AT TIME ZONE $4
        AND r.create_time < ($3::date + 1)::timestamp AT TIME ZONE $4
      ORDER BY r.create_time, r.id
      LIMIT $5`,
    [businessId, options.start, options.end, options.timeZone, options.limit],
  );
}
