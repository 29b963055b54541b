// Reading requests and writing answers the way Meta's Graph API does: JSON bodies (limited to 1 MB), bearer
// tokens compared in constant time, and Graph errors shaped `{ error: { message, type, code, error_data,
// fbtrace_id } }`.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const BODY_LIMIT_BYTES = 1024 * 1024;

export class BodyError extends Error {}

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

/** The JSON body as an object; an empty body is `{}`. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
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

export function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}

export interface GraphError {
  message: string;
  type: 'OAuthException' | 'GraphMethodException';
  code: number;
  details?: string;
  subcode?: number;
}

/** A Graph API error answer; `details` goes into `error_data` as the Cloud API puts it. */
export function sendGraphError(response: ServerResponse, statusCode: number, error: GraphError): void {
  const headers: Record<string, string> = {};
  if (statusCode === 401)
    headers['WWW-Authenticate'] = `OAuth "Facebook Platform" "invalid_token" "${error.message}"`;
  sendJson(
    response,
    statusCode,
    {
      error: {
        message: error.message,
        type: error.type,
        code: error.code,
        ...(error.details ? { error_data: { messaging_product: 'whatsapp', details: error.details } } : {}),
        ...(error.subcode ? { error_subcode: error.subcode } : {}),
        fbtrace_id: randomBytes(9).toString('base64url'),
      },
    },
    headers,
  );
}

/** `Authorization: Bearer <token>` with exactly the configured token. */
export function hasBearerToken(request: IncomingMessage, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.authorization ?? '').trim());
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
