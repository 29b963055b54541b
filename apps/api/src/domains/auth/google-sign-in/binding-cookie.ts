// The cookie that binds a Google sign-in popup to the browser that opened it: set at /start, its hash in the
// state, required at the callback. HttpOnly, SameSite=Lax (sent on the top-level redirect back from Google),
// scoped to the sign-in's paths, one per flow (named after the state) so that two popups do not collide.
import { googleSignInStartEndpoint } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import { SIGN_IN_STATE_TTL_SECONDS } from './sign-in-state';

const COOKIE_PATH = googleSignInStartEndpoint.path.slice(0, googleSignInStartEndpoint.path.lastIndexOf('/'));

export function signInCookieName(nonce: string): string {
  return `sumaa_google_sign_in_${nonce.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 16)}`;
}

function attributes(secure: boolean, maxAge: number): string {
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setSignInCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; ${attributes(secure, SIGN_IN_STATE_TTL_SECONDS)}`;
}

export function clearSignInCookie(name: string, secure: boolean): string {
  return `${name}=; ${attributes(secure, 0)}`;
}

export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}
