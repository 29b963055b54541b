// The durable mail queue (migration 039): the SQL of writing a message, claiming it under a lease, and recording
// how its try went. The dispatcher (mail-dispatcher.ts) decides when each runs.
//
// Why not the job queue (jobs/job-queue.ts): its jobs are rows of tenant tables, claimed and settled in a tenant
// transaction of their business under row-level security, and claimed in run_at order across everything. Mail is
// platform-wide (most of it, sign-up codes and resets, is sent before any business exists) and must keep each
// recipient's order, so it has a table of its own with the same lease pattern (FOR UPDATE SKIP LOCKED, locked_until).
import type { Database } from '../db/database';
import type { MailMessage } from './mailer';

/** A message claimed by this process for one try. */
export interface ClaimedMail {
  id: string;
  message: MailMessage;
  /** This try's number, from 1. */
  attempt: number;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attempts: number;
}

export class MailQueue {
  constructor(private readonly database: Database) {}

  /** Writes the message; from now on it is sent even if this process dies. */
  async enqueue(message: MailMessage, now: Date): Promise<string> {
    const [row] = await this.database.query<{ id: string }>(
      `INSERT INTO mail_queue (to_address, subject, text_body, html_body, headers, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)
       RETURNING id::text AS id`,
      [
        message.to.toLowerCase(),
        message.subject,
        message.text,
        message.html,
        JSON.stringify(message.headers ?? {}),
        now,
      ],
    );
    return row.id;
  }

  /**
   * Claims the next due message — of one recipient, or of anyone — for `workerId` until `lockedUntil`. Only a
   * recipient's oldest message can be claimed (no older row of theirs is left, sent rows being deleted), so a
   * later code never leaves before an earlier one, even from another process or while the earlier one waits to
   * be tried again. SKIP LOCKED: two claimers never take one row, nor wait for each other.
   */
  async claim(options: {
    workerId: string;
    now: Date;
    lockedUntil: Date;
    recipient?: string;
  }): Promise<ClaimedMail | null> {
    const [row] = await this.database.query<ClaimedRow>(
      `UPDATE mail_queue AS mail
          SET locked_by = $2, locked_until = $3, attempts = mail.attempts + 1
        WHERE mail.id = (
                SELECT due.id FROM mail_queue AS due
                 WHERE due.next_attempt_at <= $1
                   AND (due.locked_until IS NULL OR due.locked_until <= $1)
                   AND ($4::text IS NULL OR due.to_address = $4::text)
                   AND NOT EXISTS (SELECT 1 FROM mail_queue AS earlier
                                    WHERE earlier.to_address = due.to_address AND earlier.id < due.id)
                 ORDER BY due.id
                 LIMIT 1
                   FOR UPDATE SKIP LOCKED)
      RETURNING mail.id::text AS id, mail.to_address, mail.subject, mail.text_body, mail.html_body,
                mail.headers, mail.attempts`,
      [options.now, options.workerId, options.lockedUntil, options.recipient?.toLowerCase() ?? null],
    );
    if (!row) return null;
    return {
      id: row.id,
      attempt: row.attempts,
      message: {
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers && Object.keys(row.headers).length > 0 ? row.headers : undefined,
      },
    };
  }

  /** Keeps the claim while the transport works; false when the lease was lost (another process took it over). */
  async renewLease(id: string, workerId: string, lockedUntil: Date): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE mail_queue SET locked_until = $3 WHERE id = $1 AND locked_by = $2 RETURNING id`,
      [id, workerId, lockedUntil],
    );
    return rows.length > 0;
  }

  /**
   * Sent, or given up: the row goes, and the codes and links in it with it. False when this process no longer held
   * it (its lease ran out while the transport worked, and another process may have sent it as well).
   */
  async remove(id: string, workerId: string): Promise<boolean> {
    const rows = await this.database.query(
      `DELETE FROM mail_queue WHERE id = $1 AND locked_by = $2 RETURNING id`,
      [id, workerId],
    );
    return rows.length > 0;
  }

  /** Hands the message back for another try at `nextAttemptAt`, with why this one failed (never the mail). */
  async retryLater(
    id: string,
    workerId: string,
    nextAttemptAt: Date,
    failure: Record<string, string | number>,
  ): Promise<void> {
    await this.database.query(
      `UPDATE mail_queue
          SET locked_by = NULL, locked_until = NULL, next_attempt_at = $3, last_failure = $4::jsonb
        WHERE id = $1 AND locked_by = $2`,
      [id, workerId, nextAttemptAt, JSON.stringify(failure)],
    );
  }

  /**
   * Whether mail to this recipient (or to anyone) is being sent, or is due and first in line — not mail waiting
   * for a later try, nor what waits behind it. The dev outbox waits on it: another process may be sending it.
   */
  async hasMailOnItsWay(now: Date, recipient: string | null): Promise<boolean> {
    const rows = await this.database.query(
      `SELECT 1 FROM mail_queue AS mail
        WHERE ($2::text IS NULL OR mail.to_address = $2::text)
          AND (mail.locked_until > $1
               OR (mail.next_attempt_at <= $1
                   AND NOT EXISTS (SELECT 1 FROM mail_queue AS earlier
                                    WHERE earlier.to_address = mail.to_address AND earlier.id < mail.id)))
        LIMIT 1`,
      [now, recipient?.toLowerCase() ?? null],
    );
    return rows.length > 0;
  }
}
