// Requests drawn from a route contract for fuzzing (apps/api/src/testing/contract-fuzz.ts): the path
// with its parameters, the query string and the body (JSON or multipart) from the contract's schemas through
// zod-arbitrary.ts, plus what no schema describes: malformed percent-encoding, broken JSON and multipart,
// wrong content types, odd Accept-Language, X-Business-Id, cookies and forged tokens.
import { pathParameterNames, type RouteContract } from '@sumaa/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { bearer, type RegisteredAccount } from './factories';
import { TEXT_FILE, TINY_PNG, pngOfSize } from './images';
import { anyJsonValue, fuzzArbitrary, ODD_UNICODE, type Hints } from './zod-arbitrary';

/**
 * Who calls: the signed-in owner of a business, the platform's super admin (for the routes only it may
 * call), or no one (no token, sometimes a forged one).
 */
export type Identity = 'owner' | 'super admin' | 'no one';

/** The owner whose business the requests act for, and the real values to mix in (see Hints). */
export interface FuzzSetting {
  account: RegisteredAccount;
  /** The super admin's access token. */
  superAdminToken: string;
  hints: Hints;
}

export interface FuzzRequest {
  method: RouteContract['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its raw, invalid UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((character) => {
        try {
          return encodeURIComponent(character);
        } catch {
          const unit = character.charCodeAt(0);
          return ['%ED', 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((part, index) => (index === 0 ? part : `%${part.toString(16).toUpperCase()}`))
            .join('');
        }
      })
      .join('');
  }
}

/** How a value drawn from a schema travels as text (query strings, form fields, path parameters). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

const oddText = fc.oneof(
  fc.constantFrom(...ODD_UNICODE),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('x'.repeat(300), 'ب'.repeat(150)),
);

/** A path parameter: drawn from its schema, an id, odd text, or raw (already encoded, possibly malformed). */
function pathParameter(contract: RouteContract, name: string, { account, hints }: FuzzSetting) {
  const shape =
    contract.params instanceof z.ZodObject ? (contract.params.shape as Record<string, z.ZodType>) : {};
  const encoded = fc.oneof(
    shape[name] ? fuzzArbitrary(shape[name]).map(asText) : fc.string(),
    fc.uuid(),
    (hints[name] ?? fc.uuid()).map(asText),
    fc.constantFrom(account.businessId, 'latest', 'avatar.png', '.', '..'),
    oddText,
  );
  const raw = fc.constantFrom(
    '%E0%A4%A',
    '%',
    '%%',
    '%2F',
    'a%2Fb',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%C0%AE',
    '%FF',
  );
  return fc.oneof({ arbitrary: encoded.map(encode), weight: 5 }, { arbitrary: raw, weight: 1 });
}

function pathArbitrary(contract: RouteContract, setting: FuzzSetting): fc.Arbitrary<string> {
  const names = pathParameterNames(contract.path);
  if (names.length === 0) {
    // The contract's spelling, or another case (routing is case-insensitive), or with a trailing slash.
    return fc.constantFrom(
      contract.path,
      contract.path.toLowerCase(),
      contract.path.toUpperCase(),
      `${contract.path}/`,
    );
  }
  return fc
    .tuple(...names.map((name) => pathParameter(contract, name, setting)))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`:${name}`, values[index]), contract.path),
    );
}

function queryPairs(value: unknown): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value === undefined ? [] : [['q', asText(value)]];
  }
  const pairs: [string, string][] = [];
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) pairs.push([key, asText(one)]);
  }
  return pairs;
}

/** Raw query text a parser may trip on: empty pairs, bare `%`, bracket and prototype keys, a 10 kB key. */
const rawQuery = fc.constantFrom(
  '&',
  '&&=&=',
  '%',
  'a=%E0%A4%A',
  'a[b]=1&a[c][d]=2',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page=1&page=2&page=3',
  `${'k'.repeat(10_000)}=1`,
  '=',
);

function queryArbitrary(contract: RouteContract, hints: Hints): fc.Arbitrary<string> {
  const fromSchema = contract.query ? fuzzArbitrary(contract.query, hints).map(queryPairs) : fc.constant([]);
  return fc
    .tuple(
      fromSchema,
      fc.option(fc.array(fc.tuple(fc.string({ maxLength: 8 }), oddText), { maxLength: 2 }), {
        nil: [],
        freq: 3,
      }),
      fc.option(rawQuery, { nil: undefined, freq: 4 }),
    )
    .map(([pairs, extra, raw]) => {
      const parts = [...pairs, ...extra].map(([key, value]) => `${encode(key)}=${encode(value)}`);
      if (raw !== undefined) parts.push(raw);
      return parts.length > 0 ? `?${parts.join('&')}` : '';
    });
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

/** JSON text a parser may trip on (the API's body limit is 1 MB). */
const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[',
  '"',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '1e999999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
);

const odd = <T>(values: T[]) => fc.constantFrom(...values);

function jsonBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      arbitrary: value.map((item) => ({
        payload: item === undefined ? undefined : JSON.stringify(item),
        contentType: 'application/json',
      })),
      weight: 12,
    },
    { arbitrary: brokenJson.map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          value,
          odd([
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'application/xml',
            'multipart/form-data',
            '',
            'application/json, text/html',
          ]),
        )
        .map(([item, contentType]) => ({ payload: JSON.stringify(item ?? {}), contentType })),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** The schema takes a file (a custom check, as RegisterCompany's photo). */
function takesFile(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodCustom) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return takesFile(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).some(takesFile);
  return false;
}

interface Part {
  name: string;
  value: string | { content: Buffer; filename: string; contentType: string };
}

/** A multipart/form-data body written by hand, so names and file names can be anything. */
function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof part.value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\n` +
            `Content-Type: ${part.value.contentType}\r\n\r\n`,
        ),
        part.value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const fileArbitrary = fc.record({
  content: fc.oneof(
    { arbitrary: fc.constantFrom(TINY_PNG, TEXT_FILE, Buffer.alloc(0)), weight: 8 },
    { arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), weight: 4 },
    // Just over the 5 MB limit: a 413 in the envelope.
    { arbitrary: fc.constant(pngOfSize(5 * 1024 * 1024 + 1)), weight: 1 },
  ),
  filename: fc.oneof(
    fc.constantFrom('photo.png', 'a.jpg', '', '../../x.png', 'ملف.png'),
    oddText.map((name) => name.replace(/["\r\n]/g, '')),
  ),
  contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
});

function multipartBodyArbitrary(contract: RouteContract, hints: Hints): fc.Arbitrary<Body> {
  const shape =
    contract.body instanceof z.ZodObject ? (contract.body.shape as Record<string, z.ZodType>) : {};
  const fileFields = Object.keys(shape).filter((key) => takesFile(shape[key]));
  const fields = contract.body ? fuzzArbitrary(contract.body, hints) : fc.constant({});
  const form = fc
    .tuple(
      fields,
      fc.option(
        fc.tuple(fc.constantFrom(...(fileFields.length > 0 ? fileFields : ['file'])), fileArbitrary),
        { nil: undefined, freq: 2 },
      ),
      fc.constantFrom('----fuzz', 'x', '----WebKitFormBoundaryZ9'),
      fc.constantFrom('complete', 'complete', 'complete', 'cut', 'wrong boundary'),
    )
    .map(([value, file, boundary, shapeOfBody]): Body => {
      const parts: Part[] = [];
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const key of Object.keys(value)) {
          const item = (value as Record<string, unknown>)[key];
          if (item === undefined) continue;
          for (const one of Array.isArray(item) ? item : [item]) {
            parts.push({ name: key.replace(/["\r\n]/g, ''), value: asText(one) });
          }
        }
      }
      if (file) parts.push({ name: file[0], value: file[1] });
      const payload = encodeMultipart(parts, boundary);
      if (shapeOfBody === 'cut')
        return {
          payload: payload.subarray(0, Math.floor(payload.length / 2)),
          contentType: `multipart/form-data; boundary=${boundary}`,
        };
      const sentBoundary = shapeOfBody === 'wrong boundary' ? 'another' : boundary;
      return { payload, contentType: `multipart/form-data; boundary=${sentBoundary}` };
    });
  return fc.oneof({ arbitrary: form, weight: 8 }, { arbitrary: jsonBody(fields), weight: 1 });
}

function bodyArbitrary(contract: RouteContract, hints: Hints): fc.Arbitrary<Body> {
  if (contract.bodyKind === 'multipart') return multipartBodyArbitrary(contract, hints);
  if (contract.bodyKind === 'json' && contract.body) return jsonBody(fuzzArbitrary(contract.body, hints));
  // No body expected: usually none, sometimes one anyway.
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 6 },
    { arbitrary: jsonBody(anyJsonValue), weight: 1 },
  );
}

const forgedAuthorization = fc.constantFrom(
  'Bearer ',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(8000)}`,
  'bearer',
);

function headersArbitrary(
  identity: Identity,
  { account, superAdminToken }: FuzzSetting,
): fc.Arbitrary<Record<string, string>> {
  const business = fc.oneof(
    fc.constant(account.businessId),
    fc.uuid(),
    fc.constantFrom('not-a-uuid', '', ' ', "'; DROP TABLE businesses; --", '0'.repeat(5000), 'null'),
  );
  return fc
    .record(
      {
        'accept-language': fc.constantFrom(
          'ar',
          'en',
          'ar-SA,ar;q=0.9,en;q=0.8',
          'en-US',
          '*',
          'xx-YY',
          'ar;q=abc',
          ',,,',
          'a'.repeat(2000),
        ),
        'x-business-id': business,
        cookie: fc.constantFrom('sumaa_google_flow=x', 'a=b; a=c', '=;;', `c=${'x'.repeat(5000)}`),
      },
      { requiredKeys: [] },
    )
    .chain((headers) =>
      // No one mostly sends no token at all, sometimes a forged or malformed one.
      fc
        .option(forgedAuthorization, { nil: undefined, freq: 4 })
        .map((authorization) => ({ ...headers, authorization })),
    )
    .map((headers) => {
      const result: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) result[name] = value;
      if (identity === 'owner') {
        result.authorization = bearer(account.token).authorization;
        // The owner mostly acts for its own business, as the client does.
        result['x-business-id'] ??= account.businessId;
      }
      if (identity === 'super admin') {
        result.authorization = bearer(superAdminToken).authorization;
        // The super admin belongs to no business: with one named, every call stops at 403.
        delete result['x-business-id'];
      }
      return result;
    });
}

/** Requests to the route of this contract, as `identity`: path, query, body and headers all drawn. */
export function contractRequestArbitrary(
  contract: RouteContract,
  identity: Identity,
  setting: FuzzSetting,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(contract, setting),
      query: queryArbitrary(contract, setting.hints),
      body: bodyArbitrary(contract, setting.hints),
      headers: headersArbitrary(identity, setting),
    })
    .map(({ path, query, body, headers }) => ({
      method: contract.method,
      url: `${path}${query}`,
      headers: body.contentType === undefined ? headers : { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    }));
}
