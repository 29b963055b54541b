// Single-use password-reset tokens: random, stored as a hash, valid for one hour. Issuing a new one
// does not cancel older ones still in a mailbox; using any of them cancels all of the user's tokens.
import type { SqlExecutor } from '../../db/database';
import { randomToken, sha256 } from './secure-tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export class PasswordResetTokens {
  constructor(private readonly now: () => Date) {}

  async issue(tx: SqlExecutor, userId: string): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await tx.query(
      'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
      [userId, sha256(token), new Date(now.getTime() + RESET_TOKEN_TTL_MS), now],
    );
    return token;
  }

  /** The user the token was issued to, if it is unused and unexpired; the token is then used up. */
  async consume(tx: SqlExecutor, token: string): Promise<string | null> {
    const now = this.now();
    const [stored] = await tx.query<{ user_id: string }>(
      `UPDATE password_reset_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id`,
      [sha256(token), now],
    );
    if (!stored) return null;
    await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      stored.user_id,
      now,
    ]);
    return stored.user_id;
  }
}
