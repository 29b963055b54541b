// Identifiers: every id the API hands out is a UUID (users, businesses, sessions, jobs). One pattern,
// used wherever an id arrives from outside (a path, a header, a token's claims).
import { z } from 'zod';

export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** A path or body id; malformed ones fail like any other invalid value. */
export const idSchema = z.string().regex(ID_PATTERN, 'invalidValue');
