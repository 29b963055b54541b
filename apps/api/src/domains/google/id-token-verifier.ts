// Verifies Google ID tokens (Sign in with Google, and the one the code exchange returns): signature
// against Google's published keys (GOOGLE_JWKS_URL, cached and refetched for an unknown key id), issuer,
// audience (our client id), expiry. https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleConfig } from './google-config';
import { GoogleApiError } from './errors';

export interface GoogleIdentity {
  /** Google's stable account id. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  /** `hd`: the Google Workspace domain of the account; Google is authoritative for addresses in it. */
  hostedDomain: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function identityOf(payload: JWTPayload): GoogleIdentity {
  return {
    subject: payload.sub!,
    email: text(payload.email)?.toLowerCase() ?? null,
    // Google sends a boolean; some older tokens carried the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: text(payload.name),
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    hostedDomain: text(payload.hd)?.toLowerCase() ?? null,
  };
}

/**
 * Failures of fetching the keys (Google unreachable, not 200, not a key set), as opposed to a token that
 * is simply not valid: jose reports a non-200 or unreadable key set with its generic code.
 */
const KEY_SET_FAILURES = ['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC'];

export class GoogleIdTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly config: GoogleConfig,
    private readonly now: () => Date,
  ) {
    this.keys = createRemoteJWKSet(new URL(config.jwksUrl), {
      timeoutDuration: config.http.timeoutMs,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
  }

  /** The identity in a valid token; null for a forged, expired, foreign or malformed one. */
  async verify(idToken: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: this.config.idTokenIssuers,
        audience: this.config.clientId,
        currentDate: this.now(),
        clockTolerance: 30,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      return identityOf(payload);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && !KEY_SET_FAILURES.includes(error.code)) return null;
      const reason = error instanceof Error ? error.message : String(error);
      throw new GoogleApiError(`fetch Google's signing keys: ${reason}`, 0, 'JWKS_UNAVAILABLE', true);
    }
  }
}
