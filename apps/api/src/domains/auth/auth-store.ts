// The auth domain's SQL: the rows of `users` as the API reads them, e-mail verification codes,
// password-reset tokens, and sign-in sessions with their refresh tokens. The rules around them (hashing,
// expiry, locks, rotation) live in email-verification.ts, password-reset-tokens.ts and sessions.ts.
import type { SqlExecutor } from '../../db/database';
import type { SessionRevokeReason } from './sessions';

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

export const USER_COLUMNS = `id, email, full_name, phone, password_hash, is_super_admin, avatar_file, preferred_language,
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

/** A request of a signed-in user (spec §9 "last seen"): written at most once a minute per user. */
export async function stampLastSeen(
  tx: Pick<SqlExecutor, 'query'>,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE users SET last_seen_at = $2
      WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < $2::timestamptz - interval '1 minute')`,
    [userId, now],
  );
}

/** A successful sign-in. */
export async function stampLastLogin(tx: SqlExecutor, userId: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [userId, now]);
}

// --- E-mail verification codes (one per user) ---

export interface StoredEmailVerificationCode {
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
  used_at: Date | null;
  failures_window_start: Date | null;
  failures_in_window: number;
}

/** Creates or replaces the user's code; the replaced code's lock goes, the day's count of wrong tries stays. */
export async function upsertEmailVerificationCode(
  tx: SqlExecutor,
  userId: string,
  codeHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO email_verification_codes (user_id, code_hash, expires_at, failed_attempts, created_at)
       VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
             failed_attempts = 0, created_at = EXCLUDED.created_at, used_at = NULL`,
    [userId, codeHash, expiresAt, now],
  );
}

/** The user's code, locked for the rest of the transaction. */
export async function findEmailVerificationCodeForUpdate(
  tx: SqlExecutor,
  userId: string,
): Promise<StoredEmailVerificationCode | null> {
  const [stored] = await tx.query<StoredEmailVerificationCode>(
    `SELECT code_hash, expires_at, failed_attempts, used_at, failures_window_start, failures_in_window
         FROM email_verification_codes WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return stored ?? null;
}

export async function markEmailVerificationCodeUsed(
  tx: SqlExecutor,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE email_verification_codes SET used_at = $2 WHERE user_id = $1', [userId, now]);
}

/** A wrong try: one more towards the code's lock, and the day's window and count as given. */
export async function recordEmailVerificationFailure(
  tx: SqlExecutor,
  userId: string,
  failuresWindowStart: Date | null,
  failuresInWindow: number,
): Promise<void> {
  await tx.query(
    `UPDATE email_verification_codes
          SET failed_attempts = failed_attempts + 1, failures_window_start = $2, failures_in_window = $3
        WHERE user_id = $1`,
    [userId, failuresWindowStart, failuresInWindow],
  );
}

// --- Password-reset tokens (stored as hashes) ---

export async function insertPasswordResetToken(
  tx: SqlExecutor,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [userId, tokenHash, expiresAt, now],
  );
}

/** Uses up the token if it is unused and unexpired; the user it was issued to, or null. */
export async function markValidPasswordResetTokenUsed(
  tx: SqlExecutor,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [stored] = await tx.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id`,
    [tokenHash, now],
  );
  return stored ? stored.user_id : null;
}

/** Cancels every other unused token of the user. */
export async function markPasswordResetTokensOfUserUsed(
  tx: SqlExecutor,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
}

// --- Sign-in sessions and their refresh tokens (stored as hashes) ---

/** A refresh token with the session (family) it belongs to. */
export interface StoredRefreshToken {
  id: string;
  session_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  session_revoked_at: Date | null;
  session_started_at: Date;
  /** The session timeout fixed at sign-in (platform settings); null: the deployment's family lifetime. */
  session_family_expires_at: Date | null;
}

export async function insertAuthSession(
  tx: SqlExecutor,
  sessionId: string,
  userId: string,
  now: Date,
  familyExpiresAt: Date | null = null,
): Promise<void> {
  await tx.query(
    'INSERT INTO auth_sessions (id, user_id, created_at, family_expires_at) VALUES ($1, $2, $3, $4)',
    [sessionId, userId, now, familyExpiresAt],
  );
}

/** Whether the user's session is revoked (revoked_at, and why), or null when there is no such session of theirs. */
export async function findAuthSessionOfUser(
  tx: SqlExecutor,
  sessionId: string,
  userId: string,
): Promise<{ revoked_at: Date | null; revoke_reason: string | null } | null> {
  const [session] = await tx.query<{ revoked_at: Date | null; revoke_reason: string | null }>(
    'SELECT revoked_at, revoke_reason FROM auth_sessions WHERE id = $1 AND user_id = $2',
    [sessionId, userId],
  );
  return session ?? null;
}

export async function revokeAuthSession(
  tx: SqlExecutor,
  sessionId: string,
  now: Date,
  reason: SessionRevokeReason,
): Promise<void> {
  await tx.query(
    'UPDATE auth_sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, now, reason],
  );
}

export async function revokeAuthSessionsOfUser(
  tx: SqlExecutor,
  userId: string,
  now: Date,
  reason: SessionRevokeReason,
): Promise<void> {
  await tx.query(
    'UPDATE auth_sessions SET revoked_at = $2, revoke_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, now, reason],
  );
}

export async function insertRefreshToken(
  tx: SqlExecutor,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO refresh_tokens (session_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [sessionId, tokenHash, expiresAt, now],
  );
}

/**
 * The refresh token with this hash and its session, the token's row locked: concurrent refreshes with
 * one token take turns, and the second sees it used.
 */
export async function findRefreshTokenForUpdate(
  tx: SqlExecutor,
  tokenHash: string,
): Promise<StoredRefreshToken | null> {
  const [stored] = await tx.query<StoredRefreshToken>(
    `SELECT t.id, t.session_id, s.user_id, t.expires_at, t.used_at, s.revoked_at AS session_revoked_at,
              s.created_at AS session_started_at, s.family_expires_at AS session_family_expires_at
         FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
        WHERE t.token_hash = $1
        FOR UPDATE OF t`,
    [tokenHash],
  );
  return stored ?? null;
}

/** The session the refresh token with this hash belongs to, or null for an unknown token. */
export async function findRefreshTokenSessionId(tx: SqlExecutor, tokenHash: string): Promise<string | null> {
  const [stored] = await tx.query<{ session_id: string }>(
    'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return stored ? stored.session_id : null;
}

/** Why the session of the refresh token with this hash was revoked; null when it was not (or is unknown). */
export async function findRefreshTokenRevokeReason(
  tx: SqlExecutor,
  tokenHash: string,
): Promise<string | null> {
  const [stored] = await tx.query<{ revoke_reason: string | null }>(
    `SELECT s.revoke_reason FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return stored?.revoke_reason ?? null;
}

/** The refresh token with this hash in that session, its row locked; null when there is none. */
export async function findSessionRefreshTokenForUpdate(
  tx: SqlExecutor,
  tokenHash: string,
  sessionId: string,
): Promise<{ used_at: Date | null; expires_at: Date } | null> {
  const [next] = await tx.query<{ used_at: Date | null; expires_at: Date }>(
    `SELECT used_at, expires_at FROM refresh_tokens
        WHERE token_hash = $1 AND session_id = $2
        FOR UPDATE`,
    [tokenHash, sessionId],
  );
  return next ?? null;
}

export async function markRefreshTokenUsed(tx: SqlExecutor, tokenId: string, now: Date): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [tokenId, now]);
}
