// The token of the alert and report e-mails' unsubscribe link: which business, which switch, which recipient,
// in which language, signed with HMAC-SHA256 under a key of its own derived from the API's signing secret (so
// it can pass for no other token, and no other token for it). It carries no expiry: a link in an old e-mail
// keeps working, as mail clients' one-click unsubscribe expects; what it can do is bounded by the route, which
// honours it only while the recipient is still an active member of the business.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  LANGUAGES,
  UNSUBSCRIBABLE_SWITCHES,
  isId,
  notificationRoutes,
  routePath,
  type Language,
  type UnsubscribableSwitch,
} from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { loadSigningSecret } from '../auth';

export interface UnsubscribeIntent {
  businessId: string;
  notificationSwitch: UnsubscribableSwitch;
  /** The member the e-mail went to. */
  userId: string;
  /** The e-mail's language, which the page speaks. */
  language: Language;
}

const KEY_PURPOSE = 'sumaa unsubscribe link v1';

export function deriveUnsubscribeKey(signingSecret: Uint8Array): Buffer {
  return createHmac('sha256', signingSecret).update(KEY_PURPOSE).digest();
}

function signatureOf(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** `<payload>.<signature>`, both base64url: the payload a short JSON of the intent. */
export function signUnsubscribeToken(key: Buffer, intent: UnsubscribeIntent): string {
  const payload = Buffer.from(
    JSON.stringify({
      b: intent.businessId,
      s: intent.notificationSwitch,
      u: intent.userId,
      l: intent.language,
    }),
  ).toString('base64url');
  return `${payload}.${signatureOf(key, payload).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The intent of a token this key signed; null for anything else (forged, altered, cut, not a token). */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeIntent | null {
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
  const { b, s, u, l } = (claims ?? {}) as Record<string, unknown>;
  if (typeof b !== 'string' || !isId(b) || typeof u !== 'string' || !isId(u)) return null;
  if (!(UNSUBSCRIBABLE_SWITCHES as readonly unknown[]).includes(s)) return null;
  if (!(LANGUAGES as readonly unknown[]).includes(l)) return null;
  return {
    businessId: b.toLowerCase(),
    notificationSwitch: s as UnsubscribableSwitch,
    userId: u.toLowerCase(),
    language: l as Language,
  };
}

/** One key per configuration (the app and its encapsulated children share it): the secret is read once. */
const keys = new WeakMap<AppConfig, Buffer>();

export function unsubscribeKeyOf(app: FastifyInstance): Buffer {
  let key = keys.get(app.config);
  if (!key) {
    key = deriveUnsubscribeKey(loadSigningSecret(app.config));
    keys.set(app.config, key);
  }
  return key;
}

/**
 * The absolute link for an e-mail. E-mails are written by jobs, outside any request, so the API's address is
 * PUBLIC_API_URL (as for the outbox's address, localhost on its port when unset: a development setup).
 */
export function unsubscribeUrl(app: FastifyInstance, intent: UnsubscribeIntent): string {
  const base = app.config.publicApiUrl ?? `http://localhost:${app.config.port}`;
  const token = signUnsubscribeToken(unsubscribeKeyOf(app), intent);
  return `${base}${routePath(notificationRoutes.unsubscribe)}?token=${encodeURIComponent(token)}`;
}
