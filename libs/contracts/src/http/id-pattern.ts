// The id pattern without zod: what a browser bundle needs of ids.ts (re-exported there).

export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
