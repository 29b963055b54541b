// The building blocks of the configuration's schema (config.ts and each domain's own section): an empty value
// counts as unset, so `KEY=` in a .env file falls back to the default instead of failing or meaning "".
import { z } from 'zod';

export const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().optional());
export const positiveInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));
export const nonNegativeInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().nonnegative().default(fallback));
/** An http(s) URL without its trailing slash, so paths can be appended. */
export const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
export const urlWithDefault = (fallback: string) => z.preprocess(emptyAsUndefined, httpUrl.default(fallback));
export const optionalUrl = z.preprocess(emptyAsUndefined, httpUrl.optional());

/** A domain's variables: their schema, read as a whole by config.ts (so one start lists every mistake). */
export type EnvironmentShape = Record<string, z.ZodType>;
export type EnvironmentOf<Shape extends EnvironmentShape> = z.infer<z.ZodObject<Shape>>;
