// The two short-lived signed values of the sign-in's second step, HS256 with a key derived from the signing
// secret (so neither can pass for an access token, nor one for the other: own key, audience and type):
// - challenge (5 minutes): the password was right; only POST two-factor/verify takes it. Its id names a
//   two_factor_challenges row, which counts wrong codes and is completed once.
// - enrolment (10 minutes): the password was right and the security settings require two-factor sign-in
//   for this account, which has none; only the enrolment setup and confirm routes take it.
import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TwoFactorTokenKind = 'challenge' | 'enrolment';

export const TWO_FACTOR_TOKEN_TTL_SECONDS: Record<TwoFactorTokenKind, number> = {
  challenge: 5 * 60,
  enrolment: 10 * 60,
};

const ISSUER = 'sumaa-api';
const audienceOf = (kind: TwoFactorTokenKind) => `sumaa-two-factor-${kind}`;

export class TwoFactorTokens {
  private readonly key: Uint8Array;

  constructor(
    signingSecret: Uint8Array,
    private readonly now: () => Date,
  ) {
    this.key = createHmac('sha256', signingSecret).update('sumaa-two-factor-tokens').digest();
  }

  async issue(
    kind: TwoFactorTokenKind,
    userId: string,
  ): Promise<{ token: string; id: string; expiresAt: Date }> {
    const id = randomUUID();
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAtSeconds = issuedAt + TWO_FACTOR_TOKEN_TTL_SECONDS[kind];
    const token = await new SignJWT({ kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'sumaa-2fa+jwt' })
      .setSubject(userId)
      .setJti(id)
      .setIssuer(ISSUER)
      .setAudience(audienceOf(kind))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
    return { token, id, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  /** The user and id of a valid token of this kind; null for anything else (forged, expired, malformed). */
  async verify(kind: TwoFactorTokenKind, token: string): Promise<{ userId: string; id: string } | null> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: audienceOf(kind),
        currentDate: this.now(),
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      if (protectedHeader.typ !== 'sumaa-2fa+jwt' || payload.kind !== kind) return null;
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      if (!/^[0-9a-f-]{36}$/.test(payload.jti) || !/^[0-9a-f-]{36}$/.test(payload.sub)) return null;
      return { userId: payload.sub, id: payload.jti };
    } catch {
      // Whatever the input (odd Unicode, not a JWT at all): not a token of ours.
      return null;
    }
  }
}
