// SQL of the launch e-mails (migration 031): claiming a batch under a lease, recording the outcome, and the
// unsubscribe link's lookups. launch_reminders belongs to no business (no row-level security, migration 005).
import type { Language } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

/** A send that failed this often is not tried again (the error stays on the row). */
export const LAUNCH_REMINDER_MAX_ATTEMPTS = 5;

export interface ClaimedLaunchReminder {
  id: string;
  email: string;
  language: Language;
  unsubscribeToken: string;
}

/**
 * Claims up to `limit` addresses not yet mailed, not unsubscribed, and not held by another process's lease
 * (SKIP LOCKED: two processes claiming at once get different rows).
 */
export async function claimLaunchReminders(
  tx: SqlExecutor,
  claim: { workerId: string; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedLaunchReminder[]> {
  const rows = await tx.query<{ id: string; email: string; language: Language; unsubscribe_token: string }>(
    `UPDATE launch_reminders AS reminder
        SET claimed_by = $1, claimed_until = $3, attempts = reminder.attempts + 1
      WHERE reminder.id IN (
              SELECT id FROM launch_reminders
               WHERE sent_at IS NULL AND unsubscribed_at IS NULL AND attempts < $5
                 AND (claimed_until IS NULL OR claimed_until <= $2)
               ORDER BY created_at
               LIMIT $4
                 FOR UPDATE SKIP LOCKED)
    RETURNING reminder.id, reminder.email, reminder.language, reminder.unsubscribe_token`,
    [claim.workerId, claim.now, claim.leaseUntil, claim.limit, LAUNCH_REMINDER_MAX_ATTEMPTS],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language,
    unsubscribeToken: row.unsubscribe_token,
  }));
}

/** The mail was handed to the transport: never again. */
export async function markLaunchReminderSent(
  tx: SqlExecutor,
  reminder: { id: string; workerId: string; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE launch_reminders SET sent_at = $3, claimed_by = NULL, claimed_until = NULL, last_error = NULL
      WHERE id = $1 AND claimed_by = $2`,
    [reminder.id, reminder.workerId, reminder.now],
  );
}

/** The send failed: the lease is kept until `retryAt`, then any process may try again. */
export async function markLaunchReminderFailed(
  tx: SqlExecutor,
  reminder: { id: string; workerId: string; retryAt: Date; error: string },
): Promise<void> {
  await tx.query(
    `UPDATE launch_reminders SET claimed_until = $3, last_error = $4 WHERE id = $1 AND claimed_by = $2`,
    [reminder.id, reminder.workerId, reminder.retryAt, reminder.error.slice(0, 500)],
  );
}

export interface LaunchReminderByToken {
  email: string;
  language: Language;
  unsubscribed: boolean;
}

export async function findLaunchReminderByToken(
  tx: SqlExecutor,
  token: string,
): Promise<LaunchReminderByToken | null> {
  const [row] = await tx.query<{ email: string; language: Language; unsubscribed_at: Date | null }>(
    'SELECT email, language, unsubscribed_at FROM launch_reminders WHERE unsubscribe_token = $1',
    [token],
  );
  return row
    ? { email: row.email, language: row.language, unsubscribed: row.unsubscribed_at !== null }
    : null;
}

/** Takes the address off the list; true when it was on it until now. */
export async function unsubscribeLaunchReminder(tx: SqlExecutor, token: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE launch_reminders SET unsubscribed_at = $2
      WHERE unsubscribe_token = $1 AND unsubscribed_at IS NULL
    RETURNING id`,
    [token, now],
  );
  return rows.length > 0;
}
