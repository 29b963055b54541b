// Identifiers: every id the API hands out is a UUID (users, businesses, sessions, jobs). One pattern,
// used wherever an id arrives from outside (a path, a header, a token's claims).
import { z } from 'zod';
import { ID_PATTERN } from './id-pattern';
// Zod-free values, in their own module so that a browser bundle using only them carries no zod (issue 25).
export { ID_PATTERN, isId } from './id-pattern';

/** A path or body id; malformed ones fail like any other invalid value. */
export const idSchema = z.string().regex(ID_PATTERN, 'invalidValue');
