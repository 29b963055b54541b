// The one helper of pg's own files the API uses (inline-parameters.ts); @types/pg does not describe them.
declare module 'pg/lib/utils' {
  /** A parameter as pg sends it: text, a Buffer, or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
  const utils: { prepareValue: typeof prepareValue };
  export default utils;
}
