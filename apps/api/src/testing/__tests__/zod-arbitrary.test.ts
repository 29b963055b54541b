import {
  contactListQuerySchema,
  contactMessageInputSchema,
  loginRequestSchema,
  plansQuerySchema,
  reviewSyncInputSchema,
} from '@sumaa/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { fuzzArbitrary, HUGE_STRING_LENGTH, validArbitrary } from '../zod-arbitrary';

const SAMPLES = 300;

/** The share of drawn values the schema accepts. */
function acceptedShare(schema: z.ZodType, arbitrary: fc.Arbitrary<unknown>): number {
  const values = fc.sample(arbitrary, { numRuns: SAMPLES, seed: 42 });
  return values.filter((value) => schema.safeParse(value).success).length / values.length;
}

const RULES = {
  lengths: z.object({ name: z.string().trim().min(2).max(5), note: z.string().max(3).optional() }),
  pattern: z.object({ phone: z.string().regex(/^05\d{8}$/), code: z.string().regex(/^[a-z]{3}$/i) }),
  formats: z.object({ email: z.email(), id: z.uuid(), at: z.iso.datetime() }),
  numbers: z.object({ page: z.coerce.number().int().min(1).max(10), share: z.number().gt(0).lt(1) }),
  choices: z.object({ sort: z.enum(['asc', 'desc']).default('asc'), kind: z.literal('google') }),
  lists: z.object({ ids: z.array(z.string().min(1)).min(1).max(3), tags: z.record(z.string(), z.boolean()) }),
  wrapped: z.object({
    when: z.string().nullable(),
    lang: z
      .string()
      .regex(/^(ar|en)$/)
      .transform((value) => value.toUpperCase())
      .optional(),
    either: z.union([z.number().int(), z.boolean()]),
  }),
};

describe('validArbitrary', () => {
  it.each(Object.entries(RULES))('draws values the rules of %s accept', (_name, schema) => {
    expect(acceptedShare(schema, validArbitrary(schema))).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['the contact form', contactMessageInputSchema],
    ['the contact list query', contactListQuerySchema],
    ['the sign-in form', loginRequestSchema],
    ['the plans query', plansQuerySchema],
    ['the review sync request', reviewSyncInputSchema],
  ] as const)('draws mostly values that %s accepts', (_name, schema) => {
    // Whitespace-only text, which trimmed rules refuse, is drawn now and then: 3 in 4 at least get through.
    expect(acceptedShare(schema, validArbitrary(schema))).toBeGreaterThanOrEqual(0.75);
  });

  it('draws the hint of a key instead of its schema most of the time', () => {
    const schema = z.object({ email: z.email() });
    const values = fc.sample(validArbitrary(schema, { email: fc.constant('owner@example.test') }), 200);
    const hinted = values.filter((value) => (value as { email: string }).email === 'owner@example.test');
    expect(hinted.length).toBeGreaterThan(120);
  });
});

describe('fuzzArbitrary', () => {
  const schema = z.object({ name: z.string().max(40), count: z.number().int().min(1).max(9) });
  const values = fc.sample(fuzzArbitrary(schema), { numRuns: 20_000, seed: 7 });
  const asObjects = values.filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );

  it('draws values the schema accepts and values it refuses', () => {
    const accepted = values.filter((value) => schema.safeParse(value).success).length;
    expect(accepted).toBeGreaterThan(values.length * 0.1);
    expect(accepted).toBeLessThan(values.length * 0.9);
  });

  it('puts values on and just past each bound', () => {
    const names = asObjects.map((value) => value.name).filter((name) => typeof name === 'string');
    expect(names.map((name) => name.length)).toEqual(expect.arrayContaining([0, 40, 41, HUGE_STRING_LENGTH]));
    expect(asObjects.map((value) => value.count)).toEqual(expect.arrayContaining([1, 9, 0, 10]));
  });

  it('leaves out required keys, adds unknown ones, __proto__ and constructor among them, as own keys', () => {
    expect(asObjects.some((value) => !Object.hasOwn(value, 'name'))).toBe(true);
    expect(asObjects.some((value) => Object.hasOwn(value, '__proto__'))).toBe(true);
    expect(asObjects.some((value) => Object.hasOwn(value, 'constructor'))).toBe(true);
    // Own keys, not a changed prototype: JSON.stringify sends them.
    const withProtoKey = asObjects.filter((value) => Object.hasOwn(value, '__proto__'));
    expect(withProtoKey.every((value) => Object.getPrototypeOf(value) === Object.prototype)).toBe(true);
    expect(
      values.map((value) => JSON.stringify(value) ?? '').some((text) => text.includes('"__proto__"')),
    ).toBe(true);
  });

  it('sends wrong types and odd Unicode', () => {
    expect(
      asObjects.some((value) => typeof value.count === 'string' || typeof value.count === 'boolean'),
    ).toBe(true);
    const texts = asObjects
      .map((value) => value.name)
      .filter((name): name is string => typeof name === 'string');
    // A lone surrogate: a high one not followed by a low one, or a low one not after a high one.
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    expect(texts.some((text) => loneSurrogate.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('\u0000'))).toBe(true);
    expect(texts.some((text) => text.includes('\u202E'))).toBe(true);
  });
});
