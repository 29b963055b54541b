import { ApiError } from '@sumaa/api-client';

export interface PlacedServerErrors<Field extends string> {
  /** Form fields that received a server message, in the order the server listed them. */
  placed: Field[];
  /** Text for the banner above the form, or null when every message found its field. */
  banner: string | null;
}

/**
 * Spreads a failed call over a form (spec §5): each server field error (its first message) goes under the
 * form field it belongs to; whatever has no field, or a failure without field errors, goes to the banner
 * (the server's message, else `fallback`, or the client's text for being offline, rate-limited or a 5xx). Errors that are not API errors show `fallback` only, so no
 * programming error text reaches a user.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fieldFor: (serverField: string) => Field | undefined,
  setFieldError: (field: Field, message: string) => void,
  fallback: string,
): PlacedServerErrors<Field> {
  if (!(error instanceof ApiError)) return { placed: [], banner: fallback };
  const placed: Field[] = [];
  const unplaced: string[] = [];
  for (const [serverField, messages] of Object.entries(error.errors ?? {})) {
    const first = messages?.find((message) => typeof message === 'string' && message.trim() !== '');
    if (!first) continue;
    const field = fieldFor(serverField);
    if (field && !placed.includes(field)) {
      setFieldError(field, first);
      placed.push(field);
    } else {
      unplaced.push(first);
    }
  }
  if (unplaced.length > 0) return { placed, banner: [...new Set(unplaced)].join('\n') };
  if (placed.length > 0) return { placed, banner: null };
  if (error.serverMessage) return { placed, banner: error.serverMessage };
  // Without a message, only these statuses mean the same on every form (offline, slow down, our fault); a bare
  // 401 or 400 is better said by the form's own text than by the client's generic "session expired".
  const saysItself = error.status === 0 || error.status === 429 || error.status >= 500;
  return { placed, banner: saysItself ? error.message : fallback };
}
