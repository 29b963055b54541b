// startGoogleStandin: builds the seeded data, the signing key and the routes, and serves them on one origin with
// node:http. Fault injection wraps the Business Profile and Places API routes (and, when asked, the token endpoint).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BusinessStore } from './business-profile/business-store';
import { inspectLocationReviews } from './business-profile/inspection';
import { businessProfileRoutes } from './business-profile/business-routes';
import {
  addReview,
  editReview,
  removeReview,
  type NewReview,
  type ReviewEdit,
} from './business-profile/new-reviews';
import type { Route, StandinConfig, StandinContext, StandinCounters } from './context';
import { FaultInjector, type FaultSettings } from './faults';
import { BodyError } from './http/request-body';
import { GOOGLE_MESSAGES, sendBadGatewayPage, sendGoogleError, sendInvalidArgument } from './http/responses';
import { checkAuthorizationRequest, grantFor, redirectWith } from './oauth/authorization';
import { loadSigningKey, signIdToken } from './oauth/id-tokens';
import { oauthRoutes, tokenResponse } from './oauth/oauth-routes';
import {
  changePlaceFigures,
  listPlaces,
  PlaceChangeError,
  type PlaceFiguresChange,
  type PlaceSummary,
} from './places/place-admin';
import { PlaceStore } from './places/place-store';
import { placesRoutes } from './places/places-routes';
import { USERINFO_EMAIL_SCOPE, USERINFO_PROFILE_SCOPE } from './oauth/scopes';
import { TokenStore } from './oauth/token-store';
import { createSeedData } from './seed/seed-data';
import { standinRoutes } from './standin-routes';

export const DEFAULT_PORT = 4300;
export const DEFAULT_CLIENT_ID = 'sumaa-local-client';
export const DEFAULT_CLIENT_SECRET = 'sumaa-local-secret';
/** The Places API key the stand-in accepts unless told another (the API's GOOGLE_PLACES_API_KEY). */
export const DEFAULT_PLACES_API_KEY = 'sumaa-local-places-key';
export const DEFAULT_SEED = 20_240_501;
export const DEFAULT_BENCH_REVIEWS = 10_000;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3599;
export const DEFAULT_SCOPE = 'https://www.googleapis.com/auth/business.manage openid email profile';

export interface GoogleStandinOptions {
  /** Default 4300; 0 picks a free port (tests). */
  port?: number;
  /** Default: every interface, IPv4 and IPv6. */
  host?: string;
  /** How clients reach it; default http://localhost:{port}. */
  publicUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** Exact redirect URIs allowed; default any http://localhost:*\/… or http://127.0.0.1:*\/… URI. */
  redirectUris?: string[];
  /** `iss` of ID tokens; default the stand-in's origin (real Google: https://accounts.google.com). */
  issuer?: string;
  accessTokenTtlSeconds?: number;
  /** The one API key the Places API accepts (X-Goog-Api-Key); default DEFAULT_PLACES_API_KEY. */
  placesApiKey?: string;
  /** Same seed, same businesses and reviews. */
  seed?: number;
  /** Reviews of the benchmark user's location (default 10,000); 0 leaves the benchmark user out. */
  benchReviews?: number;
  /** The scale benchmark's fleet: users fleet-1…fleet-N@standin.example, one location each (default none). */
  fleet?: { users: number; reviewsEach: number };
  /** PEM file of the ID-token signing key: read when it exists, else generated and written there. */
  signingKeyFile?: string;
  /** The clock behind expiries and new timestamps; tests move it forward. */
  now?: () => Date;
  /** Log one line per request (method, path, status, duration). */
  log?: (line: string) => void;
}

export interface SeededLocationSummary {
  /** v4 name, as the reviews paths use it: accounts/{a}/locations/{l}. */
  name: string;
  title: string;
  placeId: string;
  reviewCount: number;
}

export interface SeededUserSummary {
  email: string;
  name: string;
  sub: string;
  accounts: Array<{ name: string; accountName: string; type: string; locations: SeededLocationSummary[] }>;
}

export interface StandinState {
  startedAt: string;
  requests: { total: number; byRoute: Record<string, number> };
  faultsInjected: { rate429: number; rate500: number; delayed: number; expiredTokenRejections: number };
  activeFaults: FaultSettings;
  tokensIssued: { codes: number; accessTokens: number; refreshTokens: number };
  replies: { updated: number; deleted: number };
}

export interface AuthorizeRequest {
  email: string;
  redirectUri: string;
  scope?: string;
  state?: string;
  accessType?: 'online' | 'offline';
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
}

/** The token endpoint's answer to a code exchange. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
  id_token?: string;
}

export interface GoogleStandin {
  /** e.g. http://localhost:4300: the base of every Google path (/o/oauth2/v2/auth, /token, /v1/…, /v4/…). */
  url: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** The API key its Places API accepts. */
  placesApiKey: string;
  issuer: string;
  users: SeededUserSummary[];
  stop(): Promise<void>;
  /** Replaces the active faults (see FaultSettings); returns what is now active. */
  setFaults(settings: FaultSettings): FaultsUpdate;
  clearFaults(): void;
  state(): StandinState;
  /** Consent without the page: as if `email` chose Allow. Throws what the page would have shown. */
  authorize(request: AuthorizeRequest): { code: string; redirectUrl: string };
  /**
   * Tokens for a seeded user without the consent page and the token endpoint (what a finished code exchange
   * returns), e.g. for tests that connect a business through POST /api/Platforms/connect.
   */
  issueTokens(request: { email: string; scope?: string; offline?: boolean }): Promise<TokenResponse>;
  /** A signed ID token for a seeded user, as "Sign in with Google" hands one to the browser. */
  issueIdToken(request: { email: string; nonce?: string; audience?: string }): Promise<string>;
  addReview(review: NewReview): Record<string, unknown>;
  /**
   * What Google holds for a location (`accounts/{a}/locations/{l}`, `locations/{l}` or `{l}`): its reviews,
   * newest update first, each with its current `reviewReply`. Throws StandinRequestError for an unknown one.
   */
  reviewsOf(location: string): Record<string, unknown>[];
  /** The reviewer edits review `name` (`accounts/{a}/locations/{l}/reviews/{r}`): it moves to the top. */
  editReview(name: string, edit: ReviewEdit): Record<string, unknown>;
  /** Review `name` is gone from Google; returns what it was. */
  removeReview(name: string): Record<string, unknown>;
  /** Every place the Places API knows: the seeded public places and every seeded location. */
  places(): PlaceSummary[];
  /**
   * A public place's rating and/or review count change, as if its reviewers had written. Throws
   * StandinRequestError for an unknown place, a seeded location (its reviews decide) or a bad value.
   */
  setPlaceFigures(placeId: string, change: PlaceFiguresChange): PlaceSummary;
}

export interface FaultsUpdate {
  /** The faults now active. */
  faults: FaultSettings;
  /** With `expireTokens`: how many access tokens were still valid. */
  expiredAccessTokens?: number;
  /** With `revokeRefreshTokens`: how many refresh tokens were revoked. */
  revokedRefreshTokens?: number;
}

export class StandinRequestError extends Error {}

export async function startGoogleStandin(options: GoogleStandinOptions = {}): Promise<GoogleStandin> {
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? DEFAULT_SEED;
  const config: StandinConfig = {
    clientId: options.clientId ?? DEFAULT_CLIENT_ID,
    clientSecret: options.clientSecret ?? DEFAULT_CLIENT_SECRET,
    redirectUris: options.redirectUris,
    issuer: options.issuer,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    placesApiKey: options.placesApiKey ?? DEFAULT_PLACES_API_KEY,
  };
  const data = createSeedData({
    seed,
    now: now(),
    benchReviews: options.benchReviews ?? DEFAULT_BENCH_REVIEWS,
    fleet: options.fleet,
  });
  const store = new BusinessStore(data);
  const avatarNames = new Map<string, string>();
  for (const user of data.users) avatarNames.set(user.sub, user.name);
  for (const location of data.locations) {
    for (const review of location.reviews) {
      if (review.reviewer.avatarKey) avatarNames.set(review.reviewer.avatarKey, review.reviewer.displayName);
    }
  }

  let origin = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const counters = emptyCounters();
  const context: StandinContext = {
    config,
    origin: () => origin,
    issuer: () => config.issuer ?? origin,
    now,
    store,
    places: new PlaceStore(seed, store),
    tokens: new TokenStore(now),
    faults: new FaultInjector(seed),
    signingKey: await loadSigningKey(options.signingKeyFile),
    counters,
    avatarNames,
  };
  const startedAt = now().toISOString();

  const setFaults = (settings: FaultSettings): FaultsUpdate => {
    const result: FaultsUpdate = { faults: {} };
    if (settings.expireTokens) result.expiredAccessTokens = context.tokens.expireAccessTokens();
    if (settings.revokeRefreshTokens) result.revokedRefreshTokens = context.tokens.revokeRefreshTokens();
    context.faults.set(settings);
    result.faults = context.faults.describe();
    return result;
  };
  const state = (): StandinState => ({
    startedAt,
    requests: { total: counters.total, byRoute: { ...counters.byRoute } },
    faultsInjected: { ...context.faults.injected, expiredTokenRejections: counters.expiredTokenRejections },
    activeFaults: context.faults.describe(),
    tokensIssued: { ...context.tokens.issued },
    replies: { updated: counters.repliesUpdated, deleted: counters.repliesDeleted },
  });
  const directory = () => seededDirectory(context);

  const routes: Route[] = [
    ...oauthRoutes(context),
    ...businessProfileRoutes(context),
    ...placesRoutes(context),
    ...standinRoutes(context, {
      state,
      setFaults,
      clearFaults: () => context.faults.clear(),
      directory,
      resetCounters: () => {
        Object.assign(counters, emptyCounters());
        Object.assign(context.faults.injected, { rate429: 0, rate500: 0, delayed: 0 });
      },
    }),
  ];

  const pendingDelays = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    void handleRequest(context, routes, request, response, pendingDelays, options.log);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? DEFAULT_PORT, host: options.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  if (!origin) origin = `http://localhost:${port}`;

  return {
    url: origin,
    port,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    placesApiKey: config.placesApiKey,
    issuer: context.issuer(),
    users: directory(),
    stop: async () => {
      for (const timer of pendingDelays) clearTimeout(timer);
      pendingDelays.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    setFaults,
    clearFaults: () => context.faults.clear(),
    state,
    authorize: (request) => authorizeWithoutPage(context, request),
    issueIdToken: async ({ email, nonce, audience }) => {
      const user = context.store.userByEmail(email);
      if (!user) throw new StandinRequestError(`No seeded Google user ${email}`);
      return signIdToken(context.signingKey, {
        user,
        issuer: context.issuer(),
        origin,
        clientId: audience ?? config.clientId,
        scopes: ['openid', USERINFO_EMAIL_SCOPE, USERINFO_PROFILE_SCOPE],
        now: now(),
        nonce,
      });
    },
    issueTokens: async ({ email, scope, offline }) => {
      const { code } = authorizeWithoutPage(context, {
        email,
        scope,
        redirectUri: 'http://localhost/standin-issued',
        accessType: offline === false ? 'online' : 'offline',
      });
      return exchangeCode(context, code, 'http://localhost/standin-issued');
    },
    addReview: (review) => addReview(context, review),
    reviewsOf: (location) => {
      const inspection = inspectLocationReviews(context, location);
      if (!inspection) throw new StandinRequestError(`Unknown location: ${location}`);
      return inspection.reviews;
    },
    editReview: (name, edit) => editReview(context, name, edit),
    removeReview: (name) => removeReview(context, name),
    places: () => listPlaces(context),
    setPlaceFigures: (placeId, change) => {
      try {
        return changePlaceFigures(context, placeId, { ...change });
      } catch (error) {
        if (error instanceof PlaceChangeError) throw new StandinRequestError(error.message);
        throw error;
      }
    },
  };
}

function emptyCounters(): StandinCounters {
  return { total: 0, byRoute: {}, expiredTokenRejections: 0, repliesUpdated: 0, repliesDeleted: 0 };
}

async function handleRequest(
  context: StandinContext,
  routes: Route[],
  request: IncomingMessage,
  response: ServerResponse,
  pendingDelays: Set<NodeJS.Timeout>,
  log?: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  if (log)
    response.on('finish', () =>
      log(`${request.method} ${request.url} → ${response.statusCode} (${Date.now() - started} ms)`),
    );
  const url = new URL(request.url ?? '/', 'http://standin.invalid');
  const matching = routes.filter((route) => route.path.test(url.pathname));
  const route = matching.find((candidate) => candidate.method === request.method);
  if (!route) {
    return sendGoogleError(
      response,
      'NOT_FOUND',
      matching.length ? 'Method not found.' : GOOGLE_MESSAGES.notFound,
    );
  }
  const params = (route.path.exec(url.pathname) ?? []).slice(1).map((param) => decodeURIComponent(param));
  context.counters.total += 1;
  context.counters.byRoute[route.name] = (context.counters.byRoute[route.name] ?? 0) + 1;

  try {
    const faulty =
      route.kind === 'api' || (route.kind === 'token' && context.faults.appliesToTokenEndpoint());
    if (faulty) {
      const decision = context.faults.decide();
      if (decision.delayMs > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            pendingDelays.delete(timer);
            resolve();
          }, decision.delayMs);
          pendingDelays.add(timer);
        });
        if (response.destroyed) return;
      }
      if (decision.failure?.kind === 'rate429') {
        return sendGoogleError(response, 'RESOURCE_EXHAUSTED', GOOGLE_MESSAGES.resourceExhausted, {
          headers: { 'Retry-After': String(decision.failure.retryAfterSeconds) },
        });
      }
      if (decision.failure?.kind === 'rate500') {
        const status = decision.failure.status;
        if (status === 502) return sendBadGatewayPage(response);
        if (status === 503) return sendGoogleError(response, 'UNAVAILABLE', GOOGLE_MESSAGES.unavailable);
        if (status === 504)
          return sendGoogleError(response, 'DEADLINE_EXCEEDED', GOOGLE_MESSAGES.deadlineExceeded);
        return sendGoogleError(response, 'INTERNAL', GOOGLE_MESSAGES.internal);
      }
    }
    await route.handle({ request, response, url, params });
  } catch (error) {
    if (response.headersSent) return void response.destroy();
    if (error instanceof BodyError) return sendInvalidArgument(response, 'body', error.message);
    log?.(`${request.method} ${request.url} failed: ${(error as Error).stack ?? String(error)}`);
    sendGoogleError(response, 'INTERNAL', GOOGLE_MESSAGES.internal);
  }
}

async function exchangeCode(
  context: StandinContext,
  code: string,
  redirectUri: string,
): Promise<TokenResponse> {
  const redemption = context.tokens.redeemCode(code, context.config.clientId, redirectUri);
  if (!redemption.ok) throw new StandinRequestError(redemption.description);
  return tokenResponse(context, redemption.grant);
}

function authorizeWithoutPage(context: StandinContext, request: AuthorizeRequest) {
  const query = new URLSearchParams({
    client_id: context.config.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scope ?? DEFAULT_SCOPE,
    access_type: request.accessType ?? 'offline',
  });
  for (const [name, value] of Object.entries({
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallengeMethod,
  })) {
    if (value !== undefined) query.set(name, value);
  }
  const check = checkAuthorizationRequest(query, context.config);
  if (!check.ok) {
    throw new StandinRequestError('page' in check ? check.page.en : check.redirect.description);
  }
  const user = context.store.userByEmail(request.email);
  if (!user) throw new StandinRequestError(`No seeded Google user ${request.email}`);
  const code = context.tokens.issueCode(grantFor(check.request, user.sub));
  return {
    code,
    redirectUrl: redirectWith(check.request.redirectUri, {
      state: check.request.state,
      code,
      scope: check.request.scopes.join(' '),
    }),
  };
}

function seededDirectory(context: StandinContext): SeededUserSummary[] {
  return context.store.users.map((user) => ({
    email: user.email,
    name: user.name,
    sub: user.sub,
    accounts: context.store.accountsOf(user.sub).map((account) => ({
      name: `accounts/${account.id}`,
      accountName: account.accountName,
      type: account.type,
      locations: context.store.locationsOf(account).map((location) => ({
        name: `accounts/${account.id}/locations/${location.id}`,
        title: location.title,
        placeId: location.placeId,
        reviewCount: location.reviews.length,
      })),
    })),
  }));
}
