// Typed calls of the routes (libs/contracts): the path, the verb, the body's encoding and which token to send
// come from the route's endpoint; the inputs and the reply (the envelope's model) are typed from its contract's
// schemas, found by method and path at the type level only, so no schema (no zod) is loaded by a call.
// A remote never writes a path or casts a reply.
import {
  type ContractOf,
  type Endpoint,
  routePath,
  type RouteAccess,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteResponse,
} from '@sumaa/contracts';
import { type ApiRequestOptions, requestEnvelope, send } from './request';

/** Per-call options besides the inputs; what the contract decides (verb, body, token) is not among them. */
export type RouteCallOptions = Omit<
  ApiRequestOptions,
  'method' | 'json' | 'body' | 'searchParams' | 'skipAuth'
>;

type ParamsInput<C> =
  RouteParamsInput<C> extends undefined ? { params?: undefined } : { params: RouteParamsInput<C> };
type QueryInput<C> =
  RouteQueryInput<C> extends undefined ? { query?: undefined } : { query?: RouteQueryInput<C> };
type BodyInput<C> = RouteBodyInput<C> extends undefined ? { body?: undefined } : { body: RouteBodyInput<C> };

/** Path parameters, query and body as the contract types them, plus the call's options. */
export type RouteCallInput<C> = RouteCallOptions & ParamsInput<C> & QueryInput<C> & BodyInput<C>;

/** The input may be left out when the route needs none. */
type RouteCallArgs<C> =
  Record<string, never> extends RouteCallInput<C> ? [input?: RouteCallInput<C>] : [input: RouteCallInput<C>];

/** Public routes go without a token (and without a refresh); `optional` sends it when there is one. */
function tokenOptions(access: RouteAccess): Pick<ApiRequestOptions, 'skipAuth' | 'optionalAuth'> {
  if (access === 'public') return { skipAuth: true };
  if (access === 'optional') return { optionalAuth: true };
  return {};
}

/** Query values as the URL carries them; absent ones are left out. */
function searchParamsOf(query: object | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

function requestOf(endpoint: Endpoint, input: object | undefined) {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  } & RouteCallOptions;
  const request: ApiRequestOptions = {
    ...tokenOptions(endpoint.access),
    ...options,
    method: endpoint.method.toLowerCase() as ApiRequestOptions['method'],
    searchParams: searchParamsOf(query),
  };
  if (body !== undefined) {
    if (endpoint.bodyKind === 'multipart') request.body = body as FormData;
    else request.json = body;
  }
  return { path: routePath(endpoint, params), request };
}

/** Calls the route and answers the envelope's model (undefined for an empty reply); throws ApiError on failure. */
export async function callRoute<E extends Endpoint>(
  endpoint: E,
  ...[input]: RouteCallArgs<ContractOf<E>>
): Promise<RouteResponse<ContractOf<E>>> {
  const { path, request } = requestOf(endpoint, input);
  if ((endpoint.reply ?? 'envelope') !== 'envelope') {
    // Plain JSON (developer tools): the body is the reply itself.
    const response = await send(path, request);
    return (await response.json()) as RouteResponse<ContractOf<E>>;
  }
  const envelope = await requestEnvelope<RouteResponse<ContractOf<E>>>(path, request);
  return (envelope?.model ?? undefined) as RouteResponse<ContractOf<E>>;
}

/** The raw reply of a route (e.g. a health check that only reads the status); network failures throw ApiError. */
export function sendRoute<E extends Endpoint>(
  endpoint: E,
  ...[input]: RouteCallArgs<ContractOf<E>>
): Promise<Response> {
  const { path, request } = requestOf(endpoint, input);
  return send(path, request);
}
