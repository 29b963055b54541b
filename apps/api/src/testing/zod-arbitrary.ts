// fast-check arbitraries derived from zod schemas, for fuzzing the routes from their contracts.
// `validArbitrary` draws values the schema is meant to accept (the rules the contract states: lengths, ranges,
// patterns, formats, enums, required keys); `fuzzArbitrary` draws mostly those too, so requests get past the
// first check, but replaces any part of them, at any depth, with what a hostile or broken client sends:
// values at and past each boundary, wrong types, missing and unknown keys, `__proto__` keys, 100 kB strings
// and odd Unicode.
import fc from 'fast-check';
import { z } from 'zod';

/** A check of zod's def as far as the arbitraries read it (length, range and pattern rules). */
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  pattern?: RegExp;
  format?: string;
}

function checksOf(schema: z.ZodType): CheckDef[] {
  const checks = (schema._zod.def as { checks?: { _zod: { def: unknown } }[] }).checks ?? [];
  return checks.map((check) => check._zod.def as CheckDef);
}

/** Length bounds of a string or array schema (`Infinity` when unbounded). */
function lengthBounds(schema: z.ZodType): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined)
      [min, max] = [check.length, check.length];
  }
  return { min, max };
}

/** Keep drawn collections small: beyond the rules, size only slows the run down. */
const SPAN = 24;

export const HUGE_STRING_LENGTH = 100_000;

/** Text a careless server mishandles: direction marks, invisible and combining characters, lone surrogates, NUL. */
export const ODD_UNICODE = [
  '\u200F\u202Eمرحبا\u202C', // right-to-left mark, right-to-left override
  '\u200B\u200C\u200D\u2060\uFEFF', // zero-width characters and the byte order mark
  'a\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301', // stacked combining marks
  '\uD800', // lone high surrogate
  'x\uDC00y', // lone low surrogate
  'nul\u0000inside',
  '\u0000',
  '👩‍👩‍👧‍👦🇸🇦🏳️‍🌈', // emoji sequences
  '٠٥١٢٣٤٥٦٧٨', // Arabic-Indic digits
  'ﷺ ﷽ ـــــ', // Arabic ligatures and tatweel
  '\u0085\u2028\u2029\r\n\t\v\f',
  '\uFFFF\uFFFE\u{10FFFF}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%2e%2e%2F',
  '${jndi:ldap://x}{{7*7}}',
  ' ',
  '',
];

/** Anything JSON can carry, small: what a "wrong type" is drawn from. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_UNICODE), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

const hugeString: fc.Arbitrary<string> = fc
  .constantFrom('x', 'ب', '😀', '\u200F')
  .map((unit) => unit.repeat(HUGE_STRING_LENGTH / unit.length));

/** Arabic and Latin letters, digits and spaces: ordinary text of either language. */
const ordinaryCharacter = fc.oneof(
  fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهوية ٠١٢ '),
  fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.@'),
);

function validString(schema: z.ZodType): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(schema);
  const format = (schema as { format?: string | null }).format ?? undefined;
  const patterns = [
    (schema._zod.def as { pattern?: RegExp }).pattern,
    ...checksOf(schema).map((check) => check.pattern),
  ].filter((pattern): pattern is RegExp => pattern instanceof RegExp);
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'url') return fc.webUrl();
  if (format === 'datetime') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  // A case-insensitive pattern is drawn from as written (fast-check takes no flags): still a match.
  if (patterns.length > 0) return fc.stringMatching(new RegExp(patterns[0].source));
  // Mostly short text, often exactly at the shortest and the longest the rule allows.
  const length = fc.oneof(
    { arbitrary: fc.integer({ min, max: Math.min(max, min + SPAN) }), weight: 3 },
    { arbitrary: fc.constantFrom(min, Number.isFinite(max) ? max : min + SPAN), weight: 1 },
  );
  return length.chain((exactly) =>
    fc.string({ unit: ordinaryCharacter, minLength: exactly, maxLength: exactly }),
  );
}

/** Lengths at and just past each bound of a string or an array. */
function boundaryLengths(schema: z.ZodType): number[] {
  const { min, max } = lengthBounds(schema);
  const lengths = [0, 1, min, min - 1];
  if (Number.isFinite(max)) lengths.push(max, max + 1);
  return [...new Set(lengths.filter((length) => length >= 0 && length <= HUGE_STRING_LENGTH))];
}

function boundaryStrings(schema: z.ZodType): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...boundaryLengths(schema)), fc.constantFrom('a', 'ب', ' ', '1'))
    .map(([length, unit]) => unit.repeat(length));
}

function numberBounds(schema: z.ZodType): { min: number; max: number; integer: boolean } {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let integer = false;
  for (const check of checksOf(schema)) {
    const value = Number(check.value);
    if (check.check === 'greater_than')
      min = Math.max(min, check.inclusive ? value : value + (integer ? 1 : 1e-9));
    if (check.check === 'less_than')
      max = Math.min(max, check.inclusive ? value : value - (integer ? 1 : 1e-9));
    if (check.check === 'number_format' && (check.format === 'safeint' || check.format?.startsWith('int'))) {
      integer = true;
    }
  }
  return { min, max, integer };
}

function validNumber(schema: z.ZodType): fc.Arbitrary<number> {
  const { min, max, integer } = numberBounds(schema);
  const inRange = integer
    ? fc.integer({
        min: Math.ceil(Math.max(min, -1_000_000)),
        max: Math.floor(Math.min(max, Math.max(min, -1_000_000) + 1_000_000)),
      })
    : fc.double({ min: Math.max(min, -1e6), max: Math.min(max, 1e6), noNaN: true, noDefaultInfinity: true });
  // Often exactly on a bound the rule states.
  const edges = [min, max].filter(Number.isFinite);
  return edges.length > 0
    ? fc.oneof({ arbitrary: inRange, weight: 3 }, { arbitrary: fc.constantFrom(...edges), weight: 1 })
    : inRange;
}

function boundaryNumbers(schema: z.ZodType): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema);
  const values = [
    0,
    -0,
    -1,
    1,
    0.5,
    1e21,
    -1e21,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    -(2 ** 31) - 1,
  ];
  for (const bound of [min, max])
    if (Number.isFinite(bound)) values.push(bound, bound - 1, bound + 1, bound + 0.5);
  return fc.constantFrom(...values);
}

/** An object with exactly these own, enumerable keys, `__proto__` and `constructor` included as plain keys. */
export function objectWithKeys(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return result;
}

/** Keys a server that merges objects naively turns into prototype pollution. */
const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...DANGEROUS_KEYS),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom('a.b', 'a[b]', '$where', ' ', ''),
);

const pollution: fc.Arbitrary<unknown> = fc.constantFrom(
  { isAdmin: true, role: 'super_admin' },
  { prototype: { polluted: true } },
  'polluted',
);

/**
 * Values to draw for object keys of these names, beside what their schema allows: what a test knows is real
 * (an account's e-mail and password, a token), without which every draw would stop at the first check.
 */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

interface Mode {
  fuzz: boolean;
  hints: Hints;
}

/** What a schema accepts; `mode.fuzz` also puts invalid values anywhere inside. */
function build(schema: z.ZodType, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const valid = buildValid(schema, mode, depth);
  if (!mode.fuzz) return valid;
  return fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: invalidFor(schema), weight: 1 });
}

/** Values a node of this kind should refuse, or that sit on its edges. */
function invalidFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const generic = fc.oneof(anyJsonValue, oddString, hugeString, fc.constant(null));
  const core = unwrap(schema);
  // What breaks this kind of value in particular (its edges) comes up as often as all the generic rest.
  const particular: fc.Arbitrary<unknown>[] = [];
  if (core instanceof z.ZodString || core instanceof z.ZodStringFormat) {
    particular.push(boundaryStrings(core), oddString);
  }
  if (core instanceof z.ZodNumber) {
    particular.push(
      boundaryNumbers(core),
      boundaryNumbers(core).map(String),
      fc.constantFrom('1e3', ' 5', '0x10', 'NaN', 'Infinity', '-'),
    );
  }
  if (core instanceof z.ZodArray) {
    particular.push(
      fc.constantFrom(...boundaryLengths(core)).map((length) => Array.from({ length }, () => 'a')),
      fc.constant(Array.from({ length: 10_000 }, (_, index) => index)),
    );
  }
  if (core instanceof z.ZodEnum) {
    const options = Object.values(core.enum).map(String);
    particular.push(
      fc.constantFrom(...options).map((option) => option.toUpperCase()),
      fc.constantFrom(...options).map((option) => ` ${option}`),
    );
  }
  if (core instanceof z.ZodObject) particular.push(fc.constant({}), fc.constant([]), nestedDeeply);
  return particular.length > 0 ? fc.oneof(generic, fc.oneof(...particular)) : generic;
}

/** 1,000 levels of nesting (deeper still is sent as raw JSON text by the fuzz test). */
const nestedDeeply: fc.Arbitrary<unknown> = fc.constant(
  JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`) as unknown,
);

/** The schema under optional/nullable/default wrappers and input-side pipes. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodNonOptional
  ) {
    return unwrap(schema._zod.def.innerType as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrap(pipeInput(schema));
  return schema;
}

/** What a pipe reads: its input schema, or for `z.preprocess` (a transform first) the schema after it. */
function pipeInput(schema: z.ZodPipe): z.ZodType {
  const input = schema._zod.def.in as z.ZodType;
  return input instanceof z.ZodTransform ? (schema._zod.def.out as z.ZodType) : input;
}

function buildValid(schema: z.ZodType, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const child = (inner: z.ZodType) => build(inner, mode, depth + 1);
  if (depth > 6) return fc.constant(null);
  if (schema instanceof z.ZodOptional)
    return fc.option(child(schema.unwrap() as z.ZodType), { nil: undefined, freq: 3 });
  if (schema instanceof z.ZodNullable)
    return fc.option(child(schema.unwrap() as z.ZodType), { nil: null, freq: 3 });
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault || schema instanceof z.ZodCatch) {
    return fc.option(child(schema._zod.def.innerType as z.ZodType), { nil: undefined, freq: 3 });
  }
  if (schema instanceof z.ZodReadonly || schema instanceof z.ZodNonOptional) {
    return buildValid(schema._zod.def.innerType as z.ZodType, mode, depth);
  }
  if (schema instanceof z.ZodPipe) return buildValid(pipeInput(schema), mode, depth);
  if (schema instanceof z.ZodLazy) return buildValid(schema._zod.def.getter() as z.ZodType, mode, depth + 1);
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) return validString(schema);
  if (schema instanceof z.ZodNumber) return validNumber(schema);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodNull) return fc.constant(null);
  if (schema instanceof z.ZodUndefined || schema instanceof z.ZodVoid || schema instanceof z.ZodNever) {
    return fc.constant(undefined);
  }
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...Object.values(schema.enum));
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...schema.values);
  if (schema instanceof z.ZodDate) return fc.date({ noInvalidDate: true });
  if (schema instanceof z.ZodArray) {
    const { min, max } = lengthBounds(schema);
    return fc.array(child(schema.element as z.ZodType), {
      minLength: min,
      maxLength: Math.min(max, min + 4),
    });
  }
  if (schema instanceof z.ZodTuple) return fc.tuple(...(schema._zod.def.items as z.ZodType[]).map(child));
  if (schema instanceof z.ZodUnion) return fc.oneof(...(schema.options as z.ZodType[]).map(child));
  if (schema instanceof z.ZodIntersection) return child(schema._zod.def.left as z.ZodType);
  if (schema instanceof z.ZodRecord) {
    return fc
      .dictionary(
        fc.string({ unit: ordinaryCharacter, minLength: 1, maxLength: 10 }),
        child(schema.valueType as z.ZodType),
        { maxKeys: 4 },
      )
      .map((record) => objectWithKeys(Object.entries(record)));
  }
  if (schema instanceof z.ZodObject) return objectArbitrary(schema, mode, depth);
  // custom, any, unknown and the rest: whatever JSON holds.
  return anyJsonValue;
}

function objectArbitrary(schema: z.ZodObject, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const required = keys.filter((key) => shape[key]._zod.optin !== 'optional');
  // A hinted key (a real e-mail, password, token…) mostly takes its hint, even when optional, so that a
  // good share of requests gets past every check to the handler's own work.
  const field = (key: string) => {
    const built = build(shape[key], mode, depth + 1);
    const drawn = required.includes(key) ? built : fc.option(built, { nil: undefined, freq: 2 });
    const hint = Object.hasOwn(mode.hints, key) ? mode.hints[key] : undefined;
    return hint ? fc.oneof({ arbitrary: hint, weight: 4 }, { arbitrary: drawn, weight: 1 }) : drawn;
  };
  const fields = fc.tuple(...keys.map(field));
  if (!mode.fuzz)
    return fields.map((values) => objectWithKeys(keys.map((key, index) => [key, values[index]])));
  return fc
    .tuple(
      fields,
      // Required keys left out, unknown keys added (prototype-polluting ones among them).
      required.length > 0
        ? fc.option(fc.subarray(required, { minLength: 1 }), { nil: [] as string[], freq: 4 })
        : fc.constant([] as string[]),
      fc.option(fc.array(fc.tuple(unknownKey, fc.oneof(anyJsonValue, pollution)), { maxLength: 3 }), {
        nil: [] as [string, unknown][],
        freq: 4,
      }),
    )
    .map(([values, dropped, extra]) =>
      objectWithKeys([
        ...keys.map((key, index) => [key, values[index]] as const).filter(([key]) => !dropped.includes(key)),
        ...extra,
      ]),
    );
}

/** Values the schema is meant to accept. */
export function validArbitrary(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  return build(schema, { fuzz: false, hints }, 0);
}

/** Mostly valid values with invalid, boundary and hostile parts anywhere inside, or a wholly hostile value. */
export function fuzzArbitrary(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validArbitrary(schema, hints), weight: 2 },
    { arbitrary: build(schema, { fuzz: true, hints }, 0), weight: 6 },
    { arbitrary: invalidFor(schema), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}
