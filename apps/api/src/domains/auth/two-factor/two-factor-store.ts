// The two-factor tables' SQL (migration 024). Every statement that consumes something (a step, a recovery
// code, a challenge) is one conditional UPDATE, so two requests racing with the same code cannot both win.
import type { SqlExecutor } from '../../../db/database';

export interface StoredTwoFactor {
  user_id: string;
  secret_ciphertext: string;
  secret_key_id: string;
  enabled_at: Date | null;
  last_used_step: string | number | null;
}

export async function findTwoFactor(tx: SqlExecutor, userId: string): Promise<StoredTwoFactor | null> {
  const [row] = await tx.query<StoredTwoFactor>('SELECT * FROM user_two_factor WHERE user_id = $1', [userId]);
  return row ?? null;
}

/** Stores a new pending secret (replacing a pending one); false when two-factor is already on. */
export async function savePendingSecret(
  tx: SqlExecutor,
  userId: string,
  secret: { ciphertext: string; keyId: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO user_two_factor (user_id, secret_ciphertext, secret_key_id, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET secret_ciphertext = EXCLUDED.secret_ciphertext, secret_key_id = EXCLUDED.secret_key_id,
           last_used_step = NULL, created_at = EXCLUDED.created_at
       WHERE user_two_factor.enabled_at IS NULL
     RETURNING user_id`,
    [userId, secret.ciphertext, secret.keyId, now],
  );
  return rows.length === 1;
}

export async function enableTwoFactor(
  tx: SqlExecutor,
  userId: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE user_two_factor SET enabled_at = $2, last_used_step = $3
     WHERE user_id = $1 AND enabled_at IS NULL RETURNING user_id`,
    [userId, now, step],
  );
  return rows.length === 1;
}

/** Takes the step of an accepted code: false when it (or a later one) was used already. */
export async function claimStep(tx: SqlExecutor, userId: string, step: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE user_two_factor SET last_used_step = $2
     WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)
     RETURNING user_id`,
    [userId, step],
  );
  return rows.length === 1;
}

export async function replaceRecoveryCodes(
  tx: SqlExecutor,
  userId: string,
  hashes: readonly string[],
  now: Date,
): Promise<void> {
  await tx.query('DELETE FROM user_two_factor_recovery_codes WHERE user_id = $1', [userId]);
  for (const hash of hashes) {
    await tx.query(
      `INSERT INTO user_two_factor_recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)`,
      [userId, hash, now],
    );
  }
}

/** Uses a recovery code up: false when it is unknown or used. */
export async function spendRecoveryCode(
  tx: SqlExecutor,
  userId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE user_two_factor_recovery_codes SET used_at = $3
     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, hash, now],
  );
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(tx: SqlExecutor, userId: string): Promise<number> {
  const [row] = await tx.query<{ left: string | number }>(
    `SELECT count(*) AS left FROM user_two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
  return Number(row?.left ?? 0);
}

export interface StoredChallenge {
  id: string;
  user_id: string;
  expires_at: Date;
  failures: number;
  completed_at: Date | null;
}

export async function insertChallenge(
  tx: SqlExecutor,
  challenge: { id: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO two_factor_challenges (id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
    [challenge.id, challenge.userId, challenge.expiresAt, now],
  );
}

export async function findChallengeForUpdate(tx: SqlExecutor, id: string): Promise<StoredChallenge | null> {
  const [row] = await tx.query<StoredChallenge>(
    'SELECT id, user_id, expires_at, failures, completed_at FROM two_factor_challenges WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row ?? null;
}

export async function recordChallengeFailure(tx: SqlExecutor, id: string): Promise<void> {
  await tx.query('UPDATE two_factor_challenges SET failures = failures + 1 WHERE id = $1', [id]);
}

export async function completeChallenge(tx: SqlExecutor, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE two_factor_challenges SET completed_at = $2 WHERE id = $1', [id, now]);
}

/** Wrong codes of the user's challenges opened since a time (all challenges: a new sign-in does not reset it). */
export async function recentChallengeFailures(tx: SqlExecutor, userId: string, since: Date): Promise<number> {
  const [row] = await tx.query<{ failures: string | number | null }>(
    `SELECT coalesce(sum(failures), 0) AS failures FROM two_factor_challenges
     WHERE user_id = $1 AND created_at >= $2`,
    [userId, since],
  );
  return Number(row?.failures ?? 0);
}
