// A row of `users` as the API reads it, and the queries that find one.
import type { SqlExecutor } from '../../db/database';

export interface UserRecord {
  id: string;
  email: string;
  full_name: string;
  phone: string | null;
  password_hash: string;
  is_super_admin: boolean;
  avatar_file: string | null;
  preferred_language: 'ar' | 'en';
  email_confirmed_at: Date | null;
  current_step: number;
  is_active: boolean;
  last_login_at: Date | null;
  created_at: Date;
}

const USER_COLUMNS = `id, email, full_name, phone, password_hash, is_super_admin, avatar_file, preferred_language,
  email_confirmed_at, current_step, is_active, last_login_at, created_at`;

export async function findUserByEmail(tx: SqlExecutor, email: string): Promise<UserRecord | null> {
  const [user] = await tx.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
    email.toLowerCase(),
  ]);
  return user ?? null;
}

export async function findUserById(tx: SqlExecutor, id: string): Promise<UserRecord | null> {
  const [user] = await tx.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return user ?? null;
}

/** The address is proved (the e-mailed code). */
export async function markEmailConfirmed(tx: SqlExecutor, userId: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET email_confirmed_at = $2, updated_at = $2 WHERE id = $1', [userId, now]);
}

/** A new password from a reset link; having proved the mailbox, the address counts as confirmed too. */
export async function setPasswordFromReset(
  tx: SqlExecutor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE users SET password_hash = $2, email_confirmed_at = COALESCE(email_confirmed_at, $3), updated_at = $3
      WHERE id = $1`,
    [userId, passwordHash, now],
  );
}
