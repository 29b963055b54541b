// Turns validation issues into the envelope's `errors`: field name → messages in the reader's language.
// Schemas carry message codes; an issue without one (a wrong type deep inside) reads "invalid value".
import { isMessageCode, translateMessage, type Language } from '@sumaa/contracts';
import type { FieldErrorCodes } from './app-error';

export interface ValidationIssueLike {
  path: readonly PropertyKey[];
  message: string;
  /** zod's issue code (`invalid_type`, `too_big`, …). */
  code?: string;
  /** zod's bounds, used by messages such as "at least {{min}} characters". */
  minimum?: unknown;
  maximum?: unknown;
}

/** The whole body (an empty path) is reported under `body`. */
function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

function paramsOf(issue: ValidationIssueLike): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.min = Number(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.max = Number(issue.maximum);
  return params;
}

export function translateIssues(
  issues: readonly ValidationIssueLike[],
  language: Language,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // A value of the wrong type gets that one message: zod still runs length rules on an array given
  // for a string, which would add "required" to "not valid".
  const wrongType = new Set(
    issues.filter((issue) => issue.code === 'invalid_type').map((i) => fieldOf(i.path)),
  );
  for (const issue of issues) {
    if (wrongType.has(fieldOf(issue.path)) && issue.code !== 'invalid_type') continue;
    const code = isMessageCode(issue.message) ? issue.message : 'invalidValue';
    const text = translateMessage(code, language, paramsOf(issue));
    const field = fieldOf(issue.path);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

export function translateFieldErrors(
  fields: FieldErrorCodes,
  language: Language,
  params: Record<string, string | number> = {},
) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, codes]) => [
      field,
      codes.map((code) => translateMessage(code, language, params)),
    ]),
  );
}
