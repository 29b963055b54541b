// Reading requests and writing answers the way Moyasar's servers do: JSON errors shaped
// `{ type, message, errors }`, bodies as JSON or form posts (limited to 1 MB), HTTP basic auth with the
// secret key as the user name.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const BODY_LIMIT_BYTES = 1024 * 1024;

export class BodyError extends Error {}

export type MoyasarErrorType =
  'invalid_request_error' | 'authentication_error' | 'record_not_found' | 'api_error';

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new BodyError('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The body as an object: JSON, or a form post (`metadata[order]=7` becomes `{ metadata: { order: '7' } }`,
 * as Moyasar reads its form-encoded requests).
 */
export async function readObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return formObject(new URLSearchParams(text));
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError('Invalid JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BodyError('The JSON body must be an object');
  }
  return value as Record<string, unknown>;
}

function formObject(form: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (nested) {
      const parent = (result[nested[1]] ??= {}) as Record<string, string>;
      parent[nested[2]] = value;
    } else {
      result[key] = value;
    }
  }
  return result;
}

export function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendMoyasarError(
  response: ServerResponse,
  statusCode: number,
  type: MoyasarErrorType,
  message: string,
  errors: Record<string, string[]> | null = null,
): void {
  sendJson(response, statusCode, { type, message, errors });
}

export function sendHtml(
  response: ServerResponse,
  statusCode: number,
  html: string,
  { formRedirectOrigins = [] }: { formRedirectOrigins?: string[] } = {},
): void {
  // Browsers apply form-action to every redirect after the form post: the merchant's success_url must be allowed,
  // and so must wherever that page sends the payer on (Sumaa's return page redirects to the app's own origin), so
  // any http(s) destination is let through after the post, as a real provider's page does.
  const formAction = ["'self'", ...formRedirectOrigins, 'http:', 'https:'].join(' ');
  response.writeHead(statusCode, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}`,
    'X-Frame-Options': 'DENY',
  });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  response.end();
}

/** Basic auth whose user name is the secret key (the password is ignored, as Moyasar does). */
export function hasSecretKey(request: IncomingMessage, secretKey: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const user = Buffer.from(decoded.split(':')[0] ?? '');
  const expected = Buffer.from(secretKey);
  return user.length === expected.length && timingSafeEqual(user, expected);
}
