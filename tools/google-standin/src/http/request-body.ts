// Reading request bodies: form posts (token endpoint, consent form) and JSON (reply updates, fault settings), limited
// to 1 MB.
import type { IncomingMessage } from 'node:http';

const BODY_LIMIT_BYTES = 1024 * 1024;

export class BodyError extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new BodyError('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON object in the body; an empty body is `{}`. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError('Invalid JSON payload received.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BodyError('Invalid JSON payload received. Expected an object.');
  }
  return value as Record<string, unknown>;
}
