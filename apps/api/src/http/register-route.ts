// Registers a route from its contract in libs/contracts: method, path, schemas (params, query, body,
// replies), OpenAPI texts and the authorization hook all come from the contract, so a path or a schema is
// written once. The route adds only what is the server's own: its handler, rate limits, extra hooks.
import {
  envelopeSchema,
  errorEnvelopeSchema,
  requiresSignIn,
  type Envelope,
  type RouteAccess,
  type RouteBodyOutput,
  type RouteContract,
  type RouteModelInput,
  type RouteParamsOutput,
  type RouteQueryOutput,
} from '@sumaa/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { envelopeResponses } from './envelope';

/** The request a contract's handler receives: params, query and body as the schemas parsed them. */
export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: RouteParamsOutput<C>;
  Querystring: RouteQueryOutput<C>;
  Body: RouteBodyOutput<C>;
}>;

/** An envelope of the contract's model, or a reply the handler sent itself (other status, other body). */
export type ContractReply<C extends RouteContract> = C['reply'] extends 'envelope'
  ? Envelope<RouteModelInput<C>> | FastifyReply
  : unknown;

export interface ContractRouteOptions<C extends RouteContract> extends Omit<
  RouteShorthandOptions,
  'schema' | 'onRequest'
> {
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<ContractReply<C>>;
}

// Any instance, whatever its type provider: the schemas come from the contract, the handler's types too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFastifyInstance = FastifyInstance<any, any, any, any, any>;

export function registerRoute<C extends RouteContract>(
  app: AnyFastifyInstance,
  contract: C,
  options: ContractRouteOptions<C>,
): void {
  const onRequest = accessHook(app, contract.access);
  app.route({
    ...options,
    method: contract.method,
    url: contract.path,
    schema: routeSchema(contract),
    ...(onRequest ? { onRequest } : {}),
  } as RouteOptions);
}

/** The contract's access as the authentication plugin's hooks; public and optional routes have none. */
function accessHook(app: AnyFastifyInstance, access: RouteAccess): onRequestAsyncHookHandler | null {
  if (access === 'public' || access === 'optional') return null;
  if (access === 'signedIn') return app.requireAuth;
  if ('role' in access) return app.requireRole(access.role);
  return app.requirePermission(access.permission);
}

/** Fastify's schema (validation, serialization and the OpenAPI document) from the contract. */
export function routeSchema(contract: RouteContract): FastifySchema {
  const signedIn = requiresSignIn(contract.access);
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...contract.tags],
    summary: contract.summary,
  };
  if (contract.description) schema.description = contract.description;
  if (signedIn) schema.security = [{ bearerAuth: [] }];
  if (contract.bodyKind === 'multipart') schema.consumes = ['multipart/form-data'];
  if (contract.reply === 'html') schema.produces = ['text/html'];
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  const responses = replySchemas(contract, signedIn);
  if (responses) schema.response = responses;
  return schema;
}

function replySchemas(contract: RouteContract, signedIn: boolean): Record<number, z.ZodType> | null {
  const overrides = contract.responses ?? {};
  if (contract.reply === 'redirect') return Object.keys(overrides).length ? { ...overrides } : null;
  if (contract.reply === 'envelope') {
    const responses = envelopeResponses(contract.response, {
      authenticated: signedIn,
      extraFailures: contract.failures,
      successStatus: contract.successStatus,
    });
    for (const status of contract.alsoSucceedsWith) responses[status] = envelopeSchema(contract.response);
    return { ...responses, ...overrides };
  }
  // Plain JSON, HTML or bytes on success; failures are still envelopes.
  const responses: Record<number, z.ZodType> = { [contract.successStatus]: contract.response };
  for (const status of contract.failures) responses[status] = errorEnvelopeSchema;
  return { ...responses, ...overrides };
}
