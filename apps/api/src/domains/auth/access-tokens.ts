// Short-lived access tokens: HS256 JWTs naming the user (sub) and the sign-in session (sid).
// Role and permissions are not trusted from the token: every request re-reads the membership.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@sumaa/contracts';

const ISSUER = 'sumaa-api';
/** About one per signed-in user active within a token's lifetime on one process. */
const VERIFIED_TOKENS_KEPT = 10_000;
const AUDIENCE = 'sumaa';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  /** The role at issue time, for clients that read it; the server re-checks on every request. */
  role: Role;
  expiresAt: Date;
}

export interface AccessTokenService {
  issue(claims: {
    userId: string;
    sessionId: string;
    role: Role;
  }): Promise<{ token: string; expiresIn: number }>;
  /** null for a forged, malformed or expired token. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokenService(options: {
  secret: Uint8Array;
  ttlSeconds: number;
  now: () => Date;
}): AccessTokenService {
  const { secret, ttlSeconds, now } = options;
  const verified = new Map<string, AccessTokenClaims>();
  return {
    async issue({ userId, sessionId, role }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = await new SignJWT({ sid: sessionId, role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      // A client sends the same token with every request, and each request checks it twice (the rate limit's
      // bucket, then authentication): a token verified once is remembered until it expires.
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > now().getTime()) return known;
        verified.delete(token);
      }
      const claims = await verifySignature(token);
      if (claims) remember(token, claims);
      return claims;
    },
  };

  async function verifySignature(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now(),
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        role: payload.role as Role,
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** Only tokens whose signature and claims verified; bounded, the longest remembered forgotten first. */
  function remember(token: string, claims: AccessTokenClaims): void {
    verified.set(token, claims);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
  }
}
