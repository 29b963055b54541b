// Authorization codes, access tokens and refresh tokens, in memory for the run. Values are random (not seeded):
// they are secrets even here, and a token from an earlier run must not work in this one.
import { createHash, randomBytes } from 'node:crypto';

const CODE_LIFETIME_MS = 10 * 60 * 1000;

export interface AuthorizationRequestGrant {
  clientId: string;
  redirectUri: string;
  sub: string;
  scopes: string[];
  offline: boolean;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
}

interface CodeRecord extends AuthorizationRequestGrant {
  expiresAt: number;
  used: boolean;
}

export interface AccessTokenRecord {
  sub: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  /** The refresh token it was issued with or from; revoking that one ends this one too. */
  refreshToken?: string;
}

export interface RefreshTokenRecord {
  sub: string;
  clientId: string;
  scopes: string[];
  revoked: boolean;
}

export type CodeRedemption =
  | { ok: true; grant: AuthorizationRequestGrant }
  | { ok: false; error: 'invalid_grant' | 'redirect_uri_mismatch'; description: string };

export class TokenStore {
  private readonly codes = new Map<string, CodeRecord>();
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();
  readonly issued = { codes: 0, accessTokens: 0, refreshTokens: 0 };

  constructor(private readonly now: () => Date) {}

  issueCode(grant: AuthorizationRequestGrant): string {
    const code = `4/0${randomToken(54)}`;
    this.codes.set(code, { ...grant, expiresAt: this.now().getTime() + CODE_LIFETIME_MS, used: false });
    this.issued.codes += 1;
    return code;
  }

  /** A code works once, for ten minutes, with the client and redirect URI it was issued for (and PKCE verifier). */
  redeemCode(code: string, clientId: string, redirectUri: string, codeVerifier?: string): CodeRedemption {
    const record = this.codes.get(code);
    if (!record || record.clientId !== clientId) {
      return { ok: false, error: 'invalid_grant', description: 'Malformed auth code.' };
    }
    if (record.used || record.expiresAt <= this.now().getTime()) {
      return { ok: false, error: 'invalid_grant', description: 'Bad Request' };
    }
    if (record.redirectUri !== redirectUri) {
      return { ok: false, error: 'redirect_uri_mismatch', description: 'Bad Request' };
    }
    if (record.codeChallenge) {
      if (!codeVerifier) return { ok: false, error: 'invalid_grant', description: 'Missing code verifier.' };
      const expected =
        record.codeChallengeMethod === 'plain'
          ? codeVerifier
          : createHash('sha256').update(codeVerifier).digest('base64url');
      if (expected !== record.codeChallenge) {
        return { ok: false, error: 'invalid_grant', description: 'Invalid code verifier.' };
      }
    }
    record.used = true;
    return { ok: true, grant: record };
  }

  issueAccessToken(
    sub: string,
    clientId: string,
    scopes: string[],
    lifetimeSeconds: number,
    refreshToken?: string,
  ): string {
    const token = `ya29.a0${randomToken(120)}`;
    this.accessTokens.set(token, {
      sub,
      clientId,
      scopes,
      expiresAt: this.now().getTime() + lifetimeSeconds * 1000,
      refreshToken,
    });
    this.issued.accessTokens += 1;
    return token;
  }

  issueRefreshToken(sub: string, clientId: string, scopes: string[]): string {
    const token = `1//0${randomToken(96)}`;
    this.refreshTokens.set(token, { sub, clientId, scopes, revoked: false });
    this.issued.refreshTokens += 1;
    return token;
  }

  /** The token's record while it is valid; `expired` when it is known but past its lifetime. */
  findAccessToken(token: string): { record: AccessTokenRecord; expired: boolean } | undefined {
    const record = this.accessTokens.get(token);
    if (!record) return undefined;
    return { record, expired: record.expiresAt <= this.now().getTime() };
  }

  findRefreshToken(token: string, clientId: string): RefreshTokenRecord | undefined {
    const record = this.refreshTokens.get(token);
    return record && !record.revoked && record.clientId === clientId ? record : undefined;
  }

  /** Fault injection: every access token issued so far is past its lifetime from now on. */
  expireAccessTokens(): number {
    const now = this.now().getTime();
    let count = 0;
    for (const record of this.accessTokens.values()) {
      if (record.expiresAt > now) count += 1;
      record.expiresAt = Math.min(record.expiresAt, now);
    }
    return count;
  }

  /** Refresh tokens stop working (the user removed the app's access); their access tokens too. */
  revokeRefreshTokens(sub?: string): number {
    let count = 0;
    for (const [token, record] of this.refreshTokens) {
      if (record.revoked || (sub && record.sub !== sub)) continue;
      this.revokeRefreshToken(token, record);
      count += 1;
    }
    return count;
  }

  /** `POST /revoke`: an access token ends alone, a refresh token ends with the access tokens issued from it. */
  revoke(token: string): boolean {
    const refresh = this.refreshTokens.get(token);
    if (refresh && !refresh.revoked) {
      this.revokeRefreshToken(token, refresh);
      return true;
    }
    return this.accessTokens.delete(token);
  }

  private revokeRefreshToken(token: string, record: RefreshTokenRecord): void {
    record.revoked = true;
    for (const [accessToken, access] of this.accessTokens) {
      if (access.refreshToken === token) this.accessTokens.delete(accessToken);
    }
  }
}

function randomToken(length: number): string {
  return randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64url')
    .slice(0, length);
}
