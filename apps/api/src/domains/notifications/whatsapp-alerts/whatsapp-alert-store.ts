// The SQL of WhatsApp alerts (migration 048): each member's choice, and the deliveries — one job row per review and
// member, inserted with ON CONFLICT DO NOTHING so that an alert is queued once however often its review is
// announced, and carrying the mark that it is at the provider (sending_since) so that it is sent at most once.
import type { SqlExecutor } from '../../../db/database';

export const WHATSAPP_ALERT_TABLE = 'whatsapp_alert_deliveries';

export interface WhatsAppAlertChoiceRow {
  alerts_on: boolean;
  phone: string | null;
}

/** The member's choice in the business; off with no phone when they never made one. */
export async function readWhatsAppAlertChoice(
  tx: SqlExecutor,
  businessId: string,
  userId: string,
): Promise<WhatsAppAlertChoiceRow> {
  const [row] = await tx.query<WhatsAppAlertChoiceRow>(
    'SELECT alerts_on, phone FROM whatsapp_alert_choices WHERE business_id = $1 AND user_id = $2',
    [businessId, userId],
  );
  return row ?? { alerts_on: false, phone: null };
}

export async function saveWhatsAppAlertChoice(
  tx: SqlExecutor,
  businessId: string,
  userId: string,
  choice: WhatsAppAlertChoiceRow,
  now: Date,
): Promise<WhatsAppAlertChoiceRow> {
  const [row] = await tx.query<WhatsAppAlertChoiceRow>(
    `INSERT INTO whatsapp_alert_choices (business_id, user_id, alerts_on, phone, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (business_id, user_id) DO UPDATE
       SET alerts_on = excluded.alerts_on, phone = excluded.phone, updated_at = excluded.updated_at
     RETURNING alerts_on, phone`,
    [businessId, userId, choice.alerts_on, choice.phone, now],
  );
  return row;
}

/** The members of the business who have their alerts on (with a phone, as the table's check holds). */
export async function listMembersWithAlertsOn(tx: SqlExecutor, businessId: string): Promise<string[]> {
  const rows = await tx.query<{ user_id: string }>(
    'SELECT user_id FROM whatsapp_alert_choices WHERE business_id = $1 AND alerts_on',
    [businessId],
  );
  return rows.map((row) => row.user_id);
}

/**
 * One delivery per review and member, due now; those already queued (a second sync, an event delivered again) are
 * left as they are. Answers how many were new.
 */
export async function queueWhatsAppAlerts(
  tx: SqlExecutor,
  businessId: string,
  alerts: ReadonlyArray<{ reviewId: string; userId: string }>,
  options: { now: Date; maxAttempts: number },
): Promise<number> {
  if (alerts.length === 0) return 0;
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO whatsapp_alert_deliveries
       (business_id, review_id, user_id, run_at, max_attempts, created_at, updated_at)
     SELECT $1, alert.review_id, alert.user_id, $4, $5, $4, $4
       FROM unnest($2::uuid[], $3::uuid[]) AS alert (review_id, user_id)
     ON CONFLICT (business_id, review_id, user_id) DO NOTHING
     RETURNING id`,
    [
      businessId,
      alerts.map((alert) => alert.reviewId),
      alerts.map((alert) => alert.userId),
      options.now,
      options.maxAttempts,
    ],
  );
  return rows.length;
}

export interface WhatsAppAlertDeliveryRow {
  id: string;
  review_id: string;
  user_id: string;
  outcome: 'queued' | 'sent' | 'failed';
  sending_since: Date | null;
  failure_reason: string | null;
  provider_message_id: string | null;
  sent_to: string | null;
}

export async function readWhatsAppAlertDelivery(
  tx: SqlExecutor,
  businessId: string,
  id: string,
): Promise<WhatsAppAlertDeliveryRow | null> {
  const [row] = await tx.query<WhatsAppAlertDeliveryRow>(
    `SELECT id, review_id, user_id, outcome, sending_since, failure_reason, provider_message_id, sent_to
       FROM whatsapp_alert_deliveries WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  return row ?? null;
}

/** The member's language for the alert (their account's). */
export async function readUserLanguage(tx: SqlExecutor, userId: string): Promise<'ar' | 'en'> {
  const [row] = await tx.query<{ preferred_language: 'ar' | 'en' }>(
    'SELECT preferred_language FROM users WHERE id = $1',
    [userId],
  );
  return row?.preferred_language ?? 'ar';
}

/**
 * Marks the alert as at the provider, renewing the job's lease, in its own short transaction right before the
 * call. False when the lease is lost (another worker took the job over): then nothing may be sent.
 */
export async function markAlertSending(
  tx: SqlExecutor,
  delivery: { businessId: string; id: string },
  lease: { workerId: string; lockedUntil: Date },
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE whatsapp_alert_deliveries SET sending_since = $4, locked_until = $5, updated_at = $4
      WHERE business_id = $1 AND id = $2 AND locked_by = $3 AND status = 'running'
    RETURNING id`,
    [delivery.businessId, delivery.id, lease.workerId, at, lease.lockedUntil],
  );
  return rows.length > 0;
}

/** A passing trouble (nothing left): the mark goes, its reason stays for the next try to overwrite. */
export async function clearAlertSending(
  tx: SqlExecutor,
  delivery: { businessId: string; id: string },
  workerId: string,
  reason: string,
): Promise<void> {
  await tx.query(
    `UPDATE whatsapp_alert_deliveries SET sending_since = NULL, failure_reason = $4
      WHERE business_id = $1 AND id = $2 AND locked_by = $3`,
    [delivery.businessId, delivery.id, workerId, reason.slice(0, 500)],
  );
}

export async function markAlertSent(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  sent: { to: string; providerMessageId: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE whatsapp_alert_deliveries
        SET outcome = 'sent', sent_to = $3, provider_message_id = $4, sent_at = $5, sending_since = NULL,
            failure_reason = NULL
      WHERE business_id = $1 AND id = $2`,
    [businessId, id, sent.to, sent.providerMessageId, sent.at],
  );
}

/** Not sent, and why (the provider's words, or memberOff, switchedOff, paused, interrupted…). */
export async function markAlertFailed(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  reason: string,
): Promise<void> {
  await tx.query(
    `UPDATE whatsapp_alert_deliveries SET outcome = 'failed', failure_reason = $3, sending_since = NULL
      WHERE business_id = $1 AND id = $2 AND outcome = 'queued'`,
    [businessId, id, reason.slice(0, 500)],
  );
}
