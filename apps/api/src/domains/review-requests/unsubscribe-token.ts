// The token of a review-request e-mail's unsubscribe link (RFC 8058 one-click): which business, which contact,
// in which language, signed with HMAC-SHA256 under a key of its own derived from the API's signing secret (so it
// passes for no other token). No expiry: a link in an old e-mail keeps working, as mail clients expect.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, isId, reviewRequestRoutes, routePath, type Language } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { loadSigningSecret } from '../auth';

export interface ContactUnsubscribe {
  businessId: string;
  contactId: string;
  language: Language;
}

const KEY_PURPOSE = 'sumaa review request unsubscribe v1';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function signatureOf(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signContactUnsubscribe(key: Buffer, intent: ContactUnsubscribe): string {
  const payload = Buffer.from(
    JSON.stringify({ b: intent.businessId, c: intent.contactId, l: intent.language }),
  ).toString('base64url');
  return `${payload}.${signatureOf(key, payload).toString('base64url')}`;
}

/** The intent of a token this key signed; null for anything else. */
export function readContactUnsubscribe(key: Buffer, token: string): ContactUnsubscribe | null {
  const [payload, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !payload || !signature || !BASE64URL.test(payload) || !BASE64URL.test(signature))
    return null;
  const expected = signatureOf(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { b, c, l } = (claims ?? {}) as Record<string, unknown>;
  if (typeof b !== 'string' || !isId(b) || typeof c !== 'string' || !isId(c)) return null;
  if (!(LANGUAGES as readonly unknown[]).includes(l)) return null;
  return { businessId: b.toLowerCase(), contactId: c.toLowerCase(), language: l as Language };
}

const keys = new WeakMap<AppConfig, Buffer>();

export function contactUnsubscribeKeyOf(app: FastifyInstance): Buffer {
  let key = keys.get(app.config);
  if (!key) {
    key = createHmac('sha256', loadSigningSecret(app.config)).update(KEY_PURPOSE).digest();
    keys.set(app.config, key);
  }
  return key;
}

/** The absolute link for an e-mail (written by a job, so the API's address is PUBLIC_API_URL, else localhost). */
export function contactUnsubscribeUrl(app: FastifyInstance, intent: ContactUnsubscribe): string {
  const base = app.config.publicApiUrl ?? `http://localhost:${app.config.port}`;
  const token = signContactUnsubscribe(contactUnsubscribeKeyOf(app), intent);
  return `${base}${routePath(reviewRequestRoutes.unsubscribe)}?token=${encodeURIComponent(token)}`;
}
