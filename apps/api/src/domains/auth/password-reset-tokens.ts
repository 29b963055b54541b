// Single-use password-reset tokens: random, stored as a hash, valid for one hour. Issuing a new one
// does not cancel older ones still in a mailbox; using any of them cancels all of the user's tokens.
import type { SqlExecutor } from '../../db/database';
import {
  insertPasswordResetToken,
  markPasswordResetTokensOfUserUsed,
  markValidPasswordResetTokenUsed,
} from './auth-store';
import { randomToken, sha256 } from './secure-tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export class PasswordResetTokens {
  constructor(private readonly now: () => Date) {}

  async issue(tx: SqlExecutor, userId: string): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await insertPasswordResetToken(
      tx,
      userId,
      sha256(token),
      new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      now,
    );
    return token;
  }

  /** The user the token was issued to, if it is unused and unexpired; the token is then used up. */
  async consume(tx: SqlExecutor, token: string): Promise<string | null> {
    const now = this.now();
    const userId = await markValidPasswordResetTokenUsed(tx, sha256(token), now);
    if (userId === null) return null;
    await markPasswordResetTokensOfUserUsed(tx, userId, now);
    return userId;
  }
}
