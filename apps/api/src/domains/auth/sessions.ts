// Sign-in sessions and their refresh tokens. A session is a refresh-token family: every refresh uses up
// the presented token and issues the next one; presenting a used token again means it was copied, so
// the whole family is revoked (and, since access tokens name their session, those stop working too).
//
// One exception (ADR 0003): browsers with several tabs refresh at the same moment with the same token.
// A used token presented again within a short grace window, while its successor is still unused, gets
// that same successor back instead of revoking the family. The successor is derived from the presented
// token with the server secret (HMAC), so it can be handed out again without storing it in clear.
//
// A family also has an absolute lifetime from its sign-in (REFRESH_FAMILY_MAX_AGE_DAYS): a stolen token
// kept alive by regular refreshing still ends, and the user signs in again.
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../../db/database';
import {
  findRefreshTokenForUpdate,
  findRefreshTokenSessionId,
  findSessionRefreshTokenForUpdate,
  insertAuthSession,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeAuthSession,
  revokeAuthSessionsOfUser,
  type StoredRefreshToken,
} from './auth-store';
import { readSessionTimeoutHours } from '../platform';
import { keyedToken, randomToken, sha256 } from './secure-tokens';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SUCCESSOR_PURPOSE = 'refresh-token-successor';

export type SessionRevokeReason =
  | 'logout'
  | 'refresh_token_reuse'
  | 'password_reset'
  | 'password_changed'
  /** Deactivated in their business with no other to work for (domains/team). */
  | 'access_removed';

export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
}

export type RotationResult =
  | {
      outcome: 'rotated';
      userId: string;
      sessionId: string;
      refreshToken: string;
      /** True when a token used moments ago came back and got the successor it already had. */
      replayedWithinGrace: boolean;
    }
  | { outcome: 'rejected' };

export interface SessionStoreOptions {
  refreshTokenTtlDays: number;
  /** Absolute lifetime of a family, from the sign-in that started it, however often it is refreshed. */
  familyMaxAgeDays: number;
  /** How long a rotated token may come back for its (still unused) successor; 0 turns this off. */
  reuseGraceSeconds: number;
  /** Keys the derivation of successor tokens. */
  secret: Uint8Array;
  now: () => Date;
}

export class SessionStore {
  private readonly refreshTokenTtlDays: number;
  private readonly familyMaxAgeMs: number;
  private readonly reuseGraceMs: number;
  private readonly secret: Uint8Array;
  private readonly now: () => Date;

  constructor(options: SessionStoreOptions) {
    this.refreshTokenTtlDays = options.refreshTokenTtlDays;
    this.familyMaxAgeMs = options.familyMaxAgeDays * DAY_MS;
    this.reuseGraceMs = options.reuseGraceSeconds * 1000;
    this.secret = options.secret;
    this.now = options.now;
  }

  async start(tx: SqlExecutor, userId: string): Promise<IssuedRefreshToken> {
    const sessionId = randomUUID();
    const now = this.now();
    // The platform's session timeout (hours, /admin/settings) as it is at this sign-in.
    const timeoutHours = await readSessionTimeoutHours(tx);
    const familyExpiresAt = timeoutHours === null ? null : new Date(now.getTime() + timeoutHours * HOUR_MS);
    await insertAuthSession(tx, sessionId, userId, now, familyExpiresAt);
    const refreshToken = randomToken();
    await this.storeToken(tx, sessionId, refreshToken);
    return { sessionId, refreshToken };
  }

  async rotate(tx: SqlExecutor, presentedToken: string): Promise<RotationResult> {
    const now = this.now();
    // The row lock makes concurrent refreshes with one token take turns: the second sees it used.
    const stored = await findRefreshTokenForUpdate(tx, sha256(presentedToken));
    if (!stored || stored.session_revoked_at) return { outcome: 'rejected' };
    if (now.getTime() - stored.session_started_at.getTime() >= this.familyMaxAgeMs) {
      return { outcome: 'rejected' };
    }
    if (stored.session_family_expires_at && now.getTime() >= stored.session_family_expires_at.getTime()) {
      return { outcome: 'rejected' };
    }
    if (stored.used_at) {
      const successor = await this.unusedSuccessorWithinGrace(tx, stored, presentedToken, now);
      if (successor) {
        return {
          outcome: 'rotated',
          userId: stored.user_id,
          sessionId: stored.session_id,
          refreshToken: successor,
          replayedWithinGrace: true,
        };
      }
      await this.revoke(tx, stored.session_id, 'refresh_token_reuse');
      return { outcome: 'rejected' };
    }
    if (stored.expires_at.getTime() <= now.getTime()) return { outcome: 'rejected' };

    await markRefreshTokenUsed(tx, stored.id, now);
    const refreshToken = this.successorOf(presentedToken);
    await this.storeToken(tx, stored.session_id, refreshToken);
    return {
      outcome: 'rotated',
      userId: stored.user_id,
      sessionId: stored.session_id,
      refreshToken,
      replayedWithinGrace: false,
    };
  }

  /** Revokes the family the token belongs to; an unknown token is simply ignored (logout is idempotent). */
  async revokeByToken(tx: SqlExecutor, presentedToken: string, reason: SessionRevokeReason): Promise<void> {
    const sessionId = await findRefreshTokenSessionId(tx, sha256(presentedToken));
    if (sessionId !== null) await this.revoke(tx, sessionId, reason);
  }

  async revoke(tx: SqlExecutor, sessionId: string, reason: SessionRevokeReason): Promise<void> {
    await revokeAuthSession(tx, sessionId, this.now(), reason);
  }

  async revokeAllOfUser(tx: SqlExecutor, userId: string, reason: SessionRevokeReason): Promise<void> {
    await revokeAuthSessionsOfUser(tx, userId, this.now(), reason);
  }

  /**
   * The successor of a token used less than the grace window ago, if that successor is itself still
   * unused and unexpired; null otherwise (then the reuse is treated as theft).
   */
  private async unusedSuccessorWithinGrace(
    tx: SqlExecutor,
    stored: StoredRefreshToken,
    presentedToken: string,
    now: Date,
  ): Promise<string | null> {
    if (!stored.used_at || now.getTime() - stored.used_at.getTime() > this.reuseGraceMs) return null;
    const successor = this.successorOf(presentedToken);
    const next = await findSessionRefreshTokenForUpdate(tx, sha256(successor), stored.session_id);
    if (!next || next.used_at || next.expires_at.getTime() <= now.getTime()) return null;
    return successor;
  }

  /** The one token that follows `token` in its family: only the server (which knows the secret) can compute it. */
  private successorOf(token: string): string {
    return keyedToken(this.secret, SUCCESSOR_PURPOSE, token);
  }

  private async storeToken(tx: SqlExecutor, sessionId: string, token: string): Promise<void> {
    const now = this.now();
    await insertRefreshToken(
      tx,
      sessionId,
      sha256(token),
      new Date(now.getTime() + this.refreshTokenTtlDays * DAY_MS),
      now,
    );
  }
}
