// The SQL of leaving: the business's deletion requests (migration 032, also the job rows), who owns the business,
// and the tax invoices kept after it is gone. Every statement runs in the caller's tenant transaction.
import type { SqlExecutor } from '../../db/database';

export interface DeletionRow {
  id: string;
  status: 'queued' | 'running';
  created_at: Date;
  run_at: Date;
  requested_by: string | null;
}

/** The scheduled (or running) deletion of the business, if any. */
export async function findScheduledDeletion(
  tx: SqlExecutor,
  businessId: string,
): Promise<DeletionRow | null> {
  const [row] = await tx.query<DeletionRow>(
    `SELECT id, status, created_at, run_at, requested_by FROM business_deletions
      WHERE business_id = $1 AND status IN ('queued', 'running')`,
    [businessId],
  );
  return row ?? null;
}

/** Schedules the deletion; null when one is scheduled already (the partial unique index decides, race-free). */
export async function insertDeletion(
  tx: SqlExecutor,
  input: { businessId: string; userId: string; runAt: Date; maxAttempts: number; now: Date },
): Promise<DeletionRow | null> {
  const [row] = await tx.query<DeletionRow>(
    `INSERT INTO business_deletions (business_id, requested_by, run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (business_id) WHERE status IN ('queued', 'running') DO NOTHING
     RETURNING id, status, created_at, run_at, requested_by`,
    [input.businessId, input.userId, input.runAt, input.maxAttempts, input.now],
  );
  return row ?? null;
}

/** Cancels a deletion still waiting for its time; false when none waits (none asked, or it is running). */
export async function cancelDeletion(
  tx: SqlExecutor,
  input: { businessId: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE business_deletions
        SET status = 'cancelled', cancelled_at = $3, cancelled_by = $2, updated_at = $3
      WHERE business_id = $1 AND status = 'queued' AND locked_by IS NULL
    RETURNING id`,
    [input.businessId, input.userId, input.now],
  );
  return rows.length > 0;
}

/** Whether the user is the active owner of the business. */
export async function isBusinessOwner(tx: SqlExecutor, businessId: string, userId: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM business_members
      WHERE business_id = $1 AND user_id = $2 AND is_owner AND status = 'active'`,
    [businessId, userId],
  );
  return rows.length > 0;
}

/** Whether the user owns any business (visible through the memberships policy's own-user branch). */
export async function ownsAnyBusiness(tx: SqlExecutor, userId: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM business_members WHERE user_id = $1 AND is_owner LIMIT 1`, [
    userId,
  ]);
  return rows.length > 0;
}

export interface BusinessOwner {
  user_id: string;
  email: string;
  full_name: string;
  preferred_language: 'ar' | 'en';
  avatar_file: string | null;
}

export async function findBusinessOwner(tx: SqlExecutor, businessId: string): Promise<BusinessOwner | null> {
  const [row] = await tx.query<BusinessOwner>(
    `SELECT u.id AS user_id, u.email, u.full_name, u.preferred_language, u.avatar_file
       FROM business_members m JOIN users u ON u.id = m.user_id
      WHERE m.business_id = $1 AND m.is_owner`,
    [businessId],
  );
  return row ?? null;
}

/** The members other than the owner: their sessions end with the business unless they work elsewhere. */
export async function listOtherMemberIds(tx: SqlExecutor, businessId: string): Promise<string[]> {
  const rows = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM business_members WHERE business_id = $1 AND NOT is_owner`,
    [businessId],
  );
  return rows.map((row) => row.user_id);
}

/** Memberships the user has in businesses other than this one (needs app.user_id = userId to see them). */
export async function countOtherMemberships(
  tx: SqlExecutor,
  userId: string,
  businessId: string,
): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM business_members WHERE user_id = $1 AND business_id <> $2`,
    [userId, businessId],
  );
  return row.n;
}

/**
 * Copies the business's paid invoices into retained_tax_invoices, as issued, without anything that ties them to
 * the business's account or its people; `keepUntil` is computed by the database from each invoice's date.
 */
export async function retainPaidInvoices(
  tx: SqlExecutor,
  input: { businessId: string; now: Date; keepYears: number },
): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO retained_tax_invoices (number, kind, plan_name, billing_interval, period_start, period_end,
                                        amount_excl_vat, vat_rate, vat_amount, total, currency, seller, buyer,
                                        provider, provider_payment_id, issued_at, paid_at, retained_at, keep_until)
     SELECT i.number, i.kind, p.name, i.billing_interval, i.period_start, i.period_end, i.amount_excl_vat,
            i.vat_rate, i.vat_amount, i.total, i.currency, i.seller,
            jsonb_build_object('name', i.buyer->>'name', 'address', coalesce(i.buyer->>'address', '')),
            i.provider, i.provider_payment_id, i.created_at, i.paid_at, $2,
            -- The legal period runs from the end of the year the invoice was paid in.
            date_trunc('year', i.paid_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + make_interval(years => $3 + 1)
       FROM invoices i JOIN plans p ON p.id = i.plan_id
      WHERE i.business_id = $1 AND i.status = 'paid'
     ON CONFLICT (number) DO NOTHING
     RETURNING number`,
    [input.businessId, input.now, input.keepYears],
  );
  return rows.length;
}

/** The business row; its tenant rows follow by ON DELETE CASCADE (migration 032's policy: only while running). */
export async function deleteBusinessRow(tx: SqlExecutor, businessId: string): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM businesses WHERE business_id = $1 RETURNING business_id`, [
    businessId,
  ]);
  return rows.length > 0;
}

/** The user row; memberships, sessions, codes and two-factor follow by ON DELETE CASCADE. */
export async function deleteUserRow(tx: SqlExecutor, userId: string): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM users WHERE id = $1 RETURNING id`, [userId]);
  return rows.length > 0;
}

/** Purges retained invoices whose legal period has ended; returns how many. */
export async function purgeExpiredRetainedInvoices(tx: SqlExecutor, now: Date): Promise<number> {
  const rows = await tx.query(`DELETE FROM retained_tax_invoices WHERE keep_until <= $1 RETURNING number`, [
    now,
  ]);
  return rows.length;
}

/**
 * Renews the deletion job's lease inside the transaction that deletes: the row is locked until the commit and
 * no row matches when another worker has taken the job over (then nothing of this transaction is kept).
 */
export async function holdDeletionLease(
  tx: SqlExecutor,
  job: { businessId: string; id: string },
  lease: { workerId: string; lockedUntil: Date },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE business_deletions SET locked_until = $4, updated_at = $5
      WHERE business_id = $1 AND id = $2 AND locked_by = $3 AND status = 'running'
    RETURNING id`,
    [job.businessId, job.id, lease.workerId, lease.lockedUntil, now],
  );
  return rows.length > 0;
}
