// The short-lived signed values of the popup flow (HS256, a key of their own derived from the API's
// signing secret, so neither can pass for the other nor for an access token):
// - the ticket (2 min) carries an authenticated user's intent into the popup, which cannot send our
//   Bearer token: user, business, language;
// - the state (10 min) carries it through Google's consent screen and back, bound to the popup's browser
//   by the hash of a cookie set at /start, and names the redirect URI the code was issued for.
// Each is accepted once: its id is recorded in oauth_used_nonces (see consumeOnce).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '@sumaa/contracts';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Database } from '../../db/database';
import { deleteExpiredNonces, recordUsedNonce } from './google-store';

const ISSUER = 'sumaa-api';
const TICKET_AUDIENCE = 'sumaa:google-connect-ticket';
const STATE_AUDIENCE = 'sumaa:google-connect-state';
export const TICKET_TTL_SECONDS = 120;
export const STATE_TTL_SECONDS = 600;

export interface ConnectIntent {
  userId: string;
  businessId: string;
  language: Language;
}

export interface SignedIntent extends ConnectIntent {
  /** The value's one-time id. */
  nonce: string;
  expiresAt: Date;
}

export interface ConnectState extends SignedIntent {
  /** SHA-256 (base64url) of the browser-binding cookie's value. */
  browserBindingHash: string;
  redirectUri: string;
}

export function deriveFlowKey(signingSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', signingSecret).update('sumaa google oauth flow v1').digest());
}

export function sha256Base64Url(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export class OAuthFlowTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => Date,
  ) {}

  async issueTicket(intent: ConnectIntent): Promise<{ ticket: string; expiresInSeconds: number }> {
    const ticket = await this.sign(
      TICKET_AUDIENCE,
      TICKET_TTL_SECONDS,
      {
        bid: intent.businessId,
        lang: intent.language,
      },
      intent.userId,
    );
    return { ticket, expiresInSeconds: TICKET_TTL_SECONDS };
  }

  async readTicket(ticket: string): Promise<SignedIntent | null> {
    const payload = await this.verify(ticket, TICKET_AUDIENCE);
    return payload ? this.intentOf(payload) : null;
  }

  async issueState(
    intent: ConnectIntent,
    binding: { browserBindingHash: string; redirectUri: string },
  ): Promise<{ state: string; nonce: string }> {
    const nonce = randomToken(18);
    const state = await this.sign(
      STATE_AUDIENCE,
      STATE_TTL_SECONDS,
      {
        bid: intent.businessId,
        lang: intent.language,
        bnd: binding.browserBindingHash,
        ruri: binding.redirectUri,
      },
      intent.userId,
      nonce,
    );
    return { state, nonce };
  }

  async readState(state: string): Promise<ConnectState | null> {
    const payload = await this.verify(state, STATE_AUDIENCE);
    if (!payload || typeof payload.bnd !== 'string' || typeof payload.ruri !== 'string') return null;
    const intent = this.intentOf(payload);
    return intent ? { ...intent, browserBindingHash: payload.bnd, redirectUri: payload.ruri } : null;
  }

  /** The PKCE verifier of a state: derived, so nothing has to be stored between /start and the callback. */
  codeVerifier(stateNonce: string): string {
    return createHmac('sha256', this.key).update(`pkce:${stateNonce}`).digest('base64url');
  }

  /**
   * The language of a state that may be expired or used already, for the error page. Its signature
   * must still hold: an unsigned value decides nothing.
   */
  async languageOfAnyState(state: string): Promise<Language | null> {
    try {
      const { payload } = await jwtVerify(state, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: STATE_AUDIENCE,
        currentDate: new Date(0),
      });
      return (LANGUAGES as readonly unknown[]).includes(payload.lang) ? (payload.lang as Language) : null;
    } catch {
      return null;
    }
  }

  private async sign(
    audience: string,
    ttlSeconds: number,
    claims: Record<string, string>,
    subject: string,
    nonce = randomToken(18),
  ): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setJti(nonce)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.key);
  }

  private async verify(token: string, audience: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        currentDate: this.now(),
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  private intentOf(payload: JWTPayload): SignedIntent | null {
    const { sub, jti, exp, bid, lang } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof bid !== 'string') return null;
    if (!(LANGUAGES as readonly unknown[]).includes(lang)) return null;
    return {
      userId: sub,
      businessId: bid,
      language: lang as Language,
      nonce: jti,
      expiresAt: new Date(exp! * 1000),
    };
  }
}

/**
 * Records a one-time value as used; false when it was used before. Expired records are dropped on the
 * way: their values can no longer pass the signature's expiry check anyway.
 */
export async function consumeOnce(
  db: Database,
  use: { kind: 'ticket' | 'state'; nonce: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await deleteExpiredNonces(tx, use.now);
    return recordUsedNonce(tx, `${use.kind}:${use.nonce}`, use.expiresAt);
  });
}
