// Reading requests and writing answers the way Unifonic's REST API does: parameters from the query string, a form
// post or a JSON body (limited to 1 MB), answers shaped `{ success, message, errorCode, data }`.
import { timingSafeEqual } from 'node:crypto';
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

/** The request's parameters: the query string's, then the body's (form or JSON) over them. */
export async function readParameters(
  request: IncomingMessage,
  query: URLSearchParams,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = Object.fromEntries(query);
  const text = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return { ...values, ...Object.fromEntries(new URLSearchParams(text)) };
  if (text.trim() === '') return values;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyError('Invalid JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BodyError('The JSON body must be an object');
  }
  return { ...values, ...(parsed as Record<string, unknown>) };
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

export function sendUnifonicError(
  response: ServerResponse,
  statusCode: number,
  errorCode: string,
  message: string,
): void {
  sendJson(response, statusCode, { success: false, message, errorCode, data: {} });
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
