// The webhooks' SQL (migration 047). The look-ups across businesses go through the migration's two SECURITY
// DEFINER functions, which return keys and nothing more; the requests are then read and written in the business's
// own tenant transaction, under row-level security.
import type { SqlExecutor } from '../../../db/database';
import type { TrackedRequestState } from './status-progression';

export type ProviderChannel = 'whatsapp' | 'sms';

/** app.db itself (no tenant set: the functions need none) or a transaction. */
type Querier = Pick<SqlExecutor, 'query'>;

/** The request a provider's message id names (its business and id), or null: not ours, or not recorded yet. */
export async function findRequestByProviderMessage(
  db: Querier,
  channel: ProviderChannel,
  providerMessageId: string,
): Promise<{ businessId: string; requestId: string } | null> {
  const [row] = await db.query<{ business_id: string; request_id: string }>(
    'SELECT business_id, request_id FROM app_review_request_by_provider_message($1, $2)',
    [channel, providerMessageId],
  );
  return row ? { businessId: row.business_id, requestId: row.request_id } : null;
}

/** In each business that sent this phone a request by this channel: its contact with that phone. */
export async function findContactsAskedAt(
  db: Querier,
  channel: ProviderChannel,
  phone: string,
): Promise<Array<{ businessId: string; contactId: string }>> {
  const rows = await db.query<{ business_id: string; contact_id: string }>(
    'SELECT business_id, contact_id FROM app_review_request_contacts_by_phone($1, $2)',
    [channel, phone],
  );
  return rows.map((row) => ({ businessId: row.business_id, contactId: row.contact_id }));
}

/** The request's tracked state, locked; null when it is not this business's request of that message id. */
export async function readTrackedRequest(
  tx: SqlExecutor,
  businessId: string,
  requestId: string,
  providerMessageId: string,
): Promise<TrackedRequestState | null> {
  const [row] = await tx.query<TrackedRequestState>(
    `SELECT status, sent_at, delivered_at, read_at, failure_reason
       FROM review_requests
      WHERE business_id = $1 AND id = $2 AND provider_message_id = $3
        FOR UPDATE`,
    [businessId, requestId, providerMessageId],
  );
  return row ?? null;
}

export async function writeTrackedRequest(
  tx: SqlExecutor,
  businessId: string,
  requestId: string,
  state: TrackedRequestState,
): Promise<void> {
  await tx.query(
    `UPDATE review_requests
        SET status = $3, sent_at = $4, delivered_at = $5, read_at = $6, failure_reason = $7
      WHERE business_id = $1 AND id = $2`,
    [
      businessId,
      requestId,
      state.status,
      state.sent_at,
      state.delivered_at,
      state.read_at,
      state.failure_reason,
    ],
  );
}
