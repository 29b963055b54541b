// What the browser needs to call a route: the verb, the spec's path, who may call it, how the body travels and
// what the reply is. It carries no schema, so a page that calls a route does not load zod; the route contract
// (defineRoute) spreads its endpoint and adds the schemas, and the client takes its types from that contract.
import type { BodyKind, HttpMethod, ReplyKind, RouteAccess } from './defineRoute';

export interface Endpoint {
  method: HttpMethod;
  /** The spec's path, spelling kept; parameters as `:name`. */
  path: string;
  access: RouteAccess;
  /** Defaults to json when a body is sent. */
  bodyKind?: BodyKind;
  /** Defaults to the envelope. */
  reply?: ReplyKind;
}

/** An endpoint, its method and path kept as literal types (the client finds its contract by them). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
