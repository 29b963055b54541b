// "Sign in with Google" ID tokens: RS256 JWTs signed with a key published at /oauth2/v3/certs, with Google's claims.
// The key is generated at start, or kept in a PEM file (GOOGLE_STANDIN_SIGNING_KEY_FILE) so it survives restarts.
import { createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { SignJWT, calculateJwkThumbprint, type JWK } from 'jose';
import type { GoogleUser } from '../model';
import { USERINFO_EMAIL_SCOPE, USERINFO_PROFILE_SCOPE } from './scopes';

const ID_TOKEN_LIFETIME_SECONDS = 3600;

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

export async function loadSigningKey(pemFile?: string): Promise<SigningKey> {
  let privateKey: KeyObject;
  if (pemFile && existsSync(pemFile)) {
    privateKey = createPrivateKey(readFileSync(pemFile, 'utf8'));
  } else {
    ({ privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 }));
    if (pemFile) {
      writeFileSync(pemFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
  }
  const { n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n, e });
  return { kid, privateKey, publicJwk: { kty: 'RSA', n, e, alg: 'RS256', use: 'sig', kid } };
}

export interface IdTokenRequest {
  user: GoogleUser;
  issuer: string;
  /** Where the stand-in is reachable (the avatar URL in `picture`). */
  origin: string;
  clientId: string;
  scopes: readonly string[];
  now: Date;
  nonce?: string;
  /** The access token issued alongside, hashed into `at_hash` as OpenID Connect describes. */
  accessToken?: string;
}

export async function signIdToken(key: SigningKey, request: IdTokenRequest): Promise<string> {
  const { user, scopes } = request;
  const claims: Record<string, unknown> = { azp: request.clientId };
  if (scopes.includes(USERINFO_EMAIL_SCOPE)) {
    claims.email = user.email;
    claims.email_verified = true;
  }
  if (request.accessToken) claims.at_hash = accessTokenHash(request.accessToken);
  if (request.nonce) claims.nonce = request.nonce;
  if (scopes.includes(USERINFO_PROFILE_SCOPE)) Object.assign(claims, profileClaims(user, request.origin));

  const issuedAt = Math.floor(request.now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(request.issuer)
    .setAudience(request.clientId)
    .setSubject(user.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_SECONDS)
    .sign(key.privateKey);
}

/** The profile claims of the ID token and of /oauth2/v3/userinfo. */
export function profileClaims(user: GoogleUser, origin: string): Record<string, string> {
  return {
    name: user.name,
    picture: `${origin}/avatars/${user.sub}.svg`,
    given_name: user.givenName,
    family_name: user.familyName,
    locale: user.locale,
  };
}

function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}
