// Sign-in sessions and their refresh tokens. A session is a refresh-token family: every refresh uses up
// the presented token and issues the next one; presenting a used token again means it was copied, so
// the whole family is revoked (and, since access tokens name their session, those stop working too).
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../db/database';
import { randomToken, sha256 } from './secure-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SessionRevokeReason = 'logout' | 'refresh_token_reuse' | 'password_reset' | 'password_changed';

export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
}

export type RotationResult =
  { outcome: 'rotated'; userId: string; sessionId: string; refreshToken: string } | { outcome: 'rejected' };

interface StoredRefreshToken {
  id: string;
  session_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  session_revoked_at: Date | null;
}

export class SessionStore {
  constructor(
    private readonly refreshTokenTtlDays: number,
    private readonly now: () => Date,
  ) {}

  async start(tx: SqlExecutor, userId: string): Promise<IssuedRefreshToken> {
    const sessionId = randomUUID();
    await tx.query('INSERT INTO auth_sessions (id, user_id, created_at) VALUES ($1, $2, $3)', [
      sessionId,
      userId,
      this.now(),
    ]);
    const refreshToken = await this.issueToken(tx, sessionId);
    return { sessionId, refreshToken };
  }

  async rotate(tx: SqlExecutor, presentedToken: string): Promise<RotationResult> {
    const now = this.now();
    const [stored] = await tx.query<StoredRefreshToken>(
      `SELECT t.id, t.session_id, s.user_id, t.expires_at, t.used_at, s.revoked_at AS session_revoked_at
         FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
        WHERE t.token_hash = $1
        FOR UPDATE OF t`,
      [sha256(presentedToken)],
    );
    if (!stored || stored.session_revoked_at) return { outcome: 'rejected' };
    if (stored.used_at) {
      await this.revoke(tx, stored.session_id, 'refresh_token_reuse');
      return { outcome: 'rejected' };
    }
    if (stored.expires_at.getTime() <= now.getTime()) return { outcome: 'rejected' };

    await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [stored.id, now]);
    const refreshToken = await this.issueToken(tx, stored.session_id);
    return { outcome: 'rotated', userId: stored.user_id, sessionId: stored.session_id, refreshToken };
  }

  /** Revokes the family the token belongs to; an unknown token is simply ignored (logout is idempotent). */
  async revokeByToken(tx: SqlExecutor, presentedToken: string, reason: SessionRevokeReason): Promise<void> {
    const [stored] = await tx.query<{ session_id: string }>(
      'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
      [sha256(presentedToken)],
    );
    if (stored) await this.revoke(tx, stored.session_id, reason);
  }

  async revoke(tx: SqlExecutor, sessionId: string, reason: SessionRevokeReason): Promise<void> {
    await tx.query(
      'UPDATE auth_sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
      [sessionId, this.now(), reason],
    );
  }

  async revokeAllOfUser(tx: SqlExecutor, userId: string, reason: SessionRevokeReason): Promise<void> {
    await tx.query(
      'UPDATE auth_sessions SET revoked_at = $2, revoke_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, this.now(), reason],
    );
  }

  private async issueToken(tx: SqlExecutor, sessionId: string): Promise<string> {
    const now = this.now();
    const token = randomToken();
    await tx.query(
      'INSERT INTO refresh_tokens (session_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
      [sessionId, sha256(token), new Date(now.getTime() + this.refreshTokenTtlDays * DAY_MS), now],
    );
    return token;
  }
}
