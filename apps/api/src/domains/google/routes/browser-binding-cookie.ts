// Binds an OAuth state to the browser that started the flow (RFC 6749 §10.12): /start sets a random
// HttpOnly cookie and puts its hash in the state; the callback accepts the state only with that cookie.
// A state lifted from one browser and replayed in another (login CSRF into someone else's business)
// fails. SameSite=Lax still sends it on the top-level redirect back from Google. One cookie per flow
// (named after the state), so two popups do not overwrite each other.
import type { FastifyRequest } from 'fastify';
import { GOOGLE_LOGIN_PATHS } from '@sumaa/contracts';
import { STATE_TTL_SECONDS } from '../oauth-flow-tokens';

const COOKIE_PATH = GOOGLE_LOGIN_PATHS.start.slice(0, GOOGLE_LOGIN_PATHS.start.lastIndexOf('/'));

export function bindingCookieName(stateNonce: string): string {
  return `sumaa_google_${stateNonce.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 16)}`;
}

function attributes(secure: boolean, maxAge: number): string {
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setBindingCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; ${attributes(secure, STATE_TTL_SECONDS)}`;
}

export function clearBindingCookie(name: string, secure: boolean): string {
  return `${name}=; ${attributes(secure, 0)}`;
}

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}
