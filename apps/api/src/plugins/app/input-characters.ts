// Text PostgreSQL cannot store: it refuses the NUL character (U+0000) in every text value, so a string
// carrying one would fail deep inside a query as a 500. Checked once for every route, before the route
// schemas run: a NUL anywhere in the body, the query string or the path parameters is a 400 validation
// envelope naming the field.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrorCodes } from '../../http/app-error';

const NUL = '\u0000';
/** Our schemas are flat; anything nested deeper than this is rejected by them whatever it contains. */
const MAX_DEPTH = 16;

/** The paths (`a.b.0`) of the strings under `value` that contain a NUL; Buffers (uploaded files) are bytes. */
export function fieldsWithNul(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = 0; next < pending.length; next += 1) {
    const item = pending[next];
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) found.push(item.path.length === 0 ? 'body' : item.path.join('.'));
    } else if (
      item.value !== null &&
      typeof item.value === 'object' &&
      !Buffer.isBuffer(item.value) &&
      item.path.length < MAX_DEPTH
    ) {
      for (const [key, child] of Object.entries(item.value)) {
        pending.push({ value: child, path: [...item.path, key] });
      }
    }
  }
  return found;
}

function rejectNul(request: FastifyRequest): void {
  const fields = [
    ...fieldsWithNul(request.body),
    ...fieldsWithNul(request.query),
    ...fieldsWithNul(request.params),
  ];
  if (fields.length === 0) return;
  const errors: FieldErrorCodes = {};
  for (const field of fields) errors[field] = ['invalidCharacters'];
  throw new AppError(400, 'validationFailed', errors);
}

export const inputCharactersPlugin = fp(
  async (app) => {
    // preValidation: after the body (JSON or multipart) is parsed, before the route schema reads it.
    app.addHook('preValidation', async (request) => {
      rejectNul(request);
    });
  },
  { name: 'input-characters' },
);
