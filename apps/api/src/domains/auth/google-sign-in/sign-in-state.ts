// The state of a "Sign in with Google" popup (spec §2): signed (HS256, a key of its own derived from the
// signing secret, so it passes for no other token), 10 minutes, carrying the popup's language, the redirect
// URI the code is issued for, and the hash of a cookie set in the popup's browser at /start (RFC 6749 §10.12:
// a state lifted into another browser fails). Its id is also the ID token's nonce, and the PKCE verifier is
// derived from it, so nothing is stored between /start and the callback. A replayed callback fails at Google,
// which takes each code once.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { AppConfig } from '../../../config';
import { loadSigningSecret } from '../signing-secret';

const ISSUER = 'sumaa-api';
const AUDIENCE = 'sumaa:google-sign-in-state';
export const SIGN_IN_STATE_TTL_SECONDS = 600;

export interface GoogleSignInState {
  /** The state's one-time id: the ID token's nonce and the seed of the PKCE verifier. */
  nonce: string;
  language: Language;
  /** SHA-256 (base64url) of the browser-binding cookie's value. */
  browserBindingHash: string;
  redirectUri: string;
}

export const sha256Base64Url = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export class GoogleSignInStates {
  private readonly key: Uint8Array;

  constructor(
    signingSecret: Uint8Array,
    private readonly now: () => Date,
  ) {
    this.key = new Uint8Array(createHmac('sha256', signingSecret).update('sumaa google sign-in v1').digest());
  }

  async issue(state: Omit<GoogleSignInState, 'nonce'>): Promise<{ state: string; nonce: string }> {
    const nonce = randomToken(18);
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const signed = await new SignJWT({
      lang: state.language,
      bnd: state.browserBindingHash,
      ruri: state.redirectUri,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(nonce)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SIGN_IN_STATE_TTL_SECONDS)
      .sign(this.key);
    return { state: signed, nonce };
  }

  /** The state's contents; null for a forged, expired or malformed value. */
  async read(state: string): Promise<GoogleSignInState | null> {
    try {
      const { payload } = await jwtVerify(state, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['jti', 'exp'],
      });
      const { jti, lang, bnd, ruri } = payload;
      if (typeof jti !== 'string' || typeof bnd !== 'string' || typeof ruri !== 'string') return null;
      if (!(LANGUAGES as readonly unknown[]).includes(lang)) return null;
      return { nonce: jti, language: lang as Language, browserBindingHash: bnd, redirectUri: ruri };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** RFC 7636 verifier of a state, derived so that nothing has to be stored. */
  codeVerifier(nonce: string): string {
    return createHmac('sha256', this.key).update(`pkce:${nonce}`).digest('base64url');
  }
}

const statesByConfig = new WeakMap<AppConfig, GoogleSignInStates>();

/** One per app (every Fastify child instance shares the one config). */
export function googleSignInStates(app: FastifyInstance): GoogleSignInStates {
  let states = statesByConfig.get(app.config);
  if (!states) {
    states = new GoogleSignInStates(loadSigningSecret(app.config), app.now);
    statesByConfig.set(app.config, states);
  }
  return states;
}
