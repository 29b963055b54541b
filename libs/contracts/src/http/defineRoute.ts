// A route contract: one endpoint written once (method, the spec's path, inputs, reply, who may call it),
// which the API registers, the OpenAPI document describes and the browser client calls typed.
import type { z } from 'zod';
import type { Permission, Role } from '../common/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. The API turns it into its authorization hook; the browser reads the same value
 * (which token to send, and later the guards and buttons).
 * - public: no token (sign-in, registration, the public site);
 * - optional: the token is sent when there is one, never required (logout);
 * - signedIn: any signed-in user; a finer check, if any, is the handler's (it says so in `description`);
 * - { role }: at least this role (ranks of roles.ts); { permission }: holds it (admins hold all).
 */
export type RouteAccess = 'public' | 'optional' | 'signedIn' | { role: Role } | { permission: Permission };

/** How the request body travels: JSON, multipart form data (files), or none. */
export type BodyKind = 'json' | 'multipart' | 'none';

/**
 * What a successful reply is: the envelope `{ success, message, errors, model }` around `response` (all of
 * the spec's calls), plain JSON (developer tools), an HTML page (the Google popup), a redirect, or bytes.
 */
export type ReplyKind = 'envelope' | 'json' | 'html' | 'redirect' | 'binary';

type Schema = z.ZodType;

/** What a contract is written with; `defineRoute` fills the defaults. */
export interface RouteDefinition {
  method: HttpMethod;
  /** The spec's path, spelling kept; parameters as `:name` (routing is case-insensitive). */
  path: string;
  /** Required when the path has `:name` parameters: one key per parameter. */
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Defaults to json with a body, none without. */
  bodyKind?: BodyKind;
  /** The success model (inside the envelope), or the whole reply for the other reply kinds. */
  response: Schema;
  reply?: ReplyKind;
  /** Defaults to 200. */
  successStatus?: number;
  /** Other success statuses with the same model (e.g. 200 "already there" beside 201 "created"). */
  alsoSucceedsWith?: readonly number[];
  /** Failure statuses this route gives beyond the common ones (400, 413, 415, 429, 500, and 401/403 when signed in). */
  failures?: readonly number[];
  /** Reply schemas of statuses whose body is not the plain envelope (documentation and serialization). */
  responses?: Readonly<Record<number, Schema>>;
  access: RouteAccess;
  /** OpenAPI grouping and texts. */
  tags: readonly string[];
  summary: string;
  description?: string;
}

export type RouteContract<D extends RouteDefinition = RouteDefinition> = D & {
  bodyKind: BodyKind;
  reply: ReplyKind;
  successStatus: number;
  alsoSucceedsWith: readonly number[];
  failures: readonly number[];
};

/** A route contract with its defaults; the literal method and path stay in its type. */
export function defineRoute<const D extends RouteDefinition>(definition: D): RouteContract<D> {
  return {
    bodyKind: definition.body ? 'json' : 'none',
    reply: 'envelope',
    successStatus: 200,
    alsoSucceedsWith: [],
    failures: [],
    ...definition,
  } as RouteContract<D>;
}

/** True when the route needs a signed-in caller (its hook answers 401/403 before the handler). */
export function requiresSignIn(access: RouteAccess): boolean {
  return access !== 'public' && access !== 'optional';
}

/** The `:name` parameters of a path, as a type: '/a/:id/b/:file' → 'id' | 'file'. */
export type PathParameterNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaOf<C, K extends string> = C extends { [key in K]: infer S extends Schema } ? S : undefined;

/** What the server's handler reads, once validated (zod's output). */
export type RouteParamsOutput<C> =
  SchemaOf<C, 'params'> extends Schema ? z.output<SchemaOf<C, 'params'>> : unknown;
export type RouteQueryOutput<C> =
  SchemaOf<C, 'query'> extends Schema ? z.output<SchemaOf<C, 'query'>> : unknown;
export type RouteBodyOutput<C> = SchemaOf<C, 'body'> extends Schema ? z.output<SchemaOf<C, 'body'>> : unknown;
/** What the handler hands over as the model (zod's input: the serializer applies the schema). */
export type RouteModelInput<C> =
  SchemaOf<C, 'response'> extends Schema ? z.input<SchemaOf<C, 'response'>> : never;

/** What the browser sends (zod's input): path parameters as strings, query, body (FormData when multipart). */
export type RouteParamsInput<C> = C extends { path: infer P extends string }
  ? [PathParameterNames<P>] extends [never]
    ? undefined
    : Record<PathParameterNames<P>, string>
  : undefined;
export type RouteQueryInput<C> =
  SchemaOf<C, 'query'> extends Schema ? z.input<SchemaOf<C, 'query'>> : undefined;
export type RouteBodyInput<C> = C extends { bodyKind: 'multipart' }
  ? FormData
  : SchemaOf<C, 'body'> extends Schema
    ? z.input<SchemaOf<C, 'body'>>
    : undefined;
/** What the browser receives: the envelope's model (or the whole reply for plain JSON). */
export type RouteResponse<C> =
  SchemaOf<C, 'response'> extends Schema ? z.output<SchemaOf<C, 'response'>> : never;

/** The path with its `:name` parameters filled in, each encoded; a missing parameter is a programming error. */
export function routePath(contract: { path: string }, params?: Readonly<Record<string, string>>): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${contract.path}`);
    return encodeURIComponent(value);
  });
}

/** The `:name` parameters of a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
}
