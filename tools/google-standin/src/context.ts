// What every route of the stand-in shares: configuration, data, tokens, faults, counters.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BusinessStore } from './business-profile/business-store';
import type { FaultInjector } from './faults';
import type { PlaceStore } from './places/place-store';
import type { SigningKey } from './oauth/id-tokens';
import type { TokenStore } from './oauth/token-store';

export interface StandinConfig {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs allowed; undefined allows any http://localhost or http://127.0.0.1 URI (any port, any path). */
  redirectUris?: string[];
  /** `iss` of ID tokens; undefined means the stand-in's own origin. */
  issuer?: string;
  accessTokenTtlSeconds: number;
  /** The one API key the Places API accepts (X-Goog-Api-Key). */
  placesApiKey: string;
}

export interface StandinCounters {
  total: number;
  byRoute: Record<string, number>;
  /** API calls refused because their access token had expired. */
  expiredTokenRejections: number;
  repliesUpdated: number;
  repliesDeleted: number;
}

export interface StandinContext {
  config: StandinConfig;
  /** Where the stand-in is reachable, e.g. http://localhost:4300 (known once it listens). */
  origin(): string;
  issuer(): string;
  now(): Date;
  store: BusinessStore;
  /** The Places API's places: the seeded public places and every seeded location. */
  places: PlaceStore;
  tokens: TokenStore;
  faults: FaultInjector;
  signingKey: SigningKey;
  counters: StandinCounters;
  /** Display names behind the avatar keys, for the initials of the served avatars. */
  avatarNames: Map<string, string>;
}

export type RouteKind = 'page' | 'token' | 'openid' | 'api' | 'standin' | 'asset';

export interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  /** The route pattern's capture groups, decoded. */
  params: string[];
}

export interface Route {
  /** Counted under this name in GET /__standin/state. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  kind: RouteKind;
  handle(exchange: Exchange): Promise<void> | void;
}
