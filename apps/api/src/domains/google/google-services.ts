// The Google machinery of one running app, built on first use: the HTTP client, OAuth client, token
// cipher, ID-token verifier (with its cached key set), the popup flow's signed values, and the refreshes
// in flight. Kept per app in a WeakMap keyed by its configuration object: Fastify hands each plugin its
// own child instance, but every instance of one app shares the one config, and a refresh must be
// coalesced across all of them (routes, the sync job).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { loadSigningSecret } from '../auth';
import { createGoogleHttp, type GoogleHttp } from './google-http';
import { GoogleIdTokenVerifier } from './id-token-verifier';
import { GoogleOAuthClient } from './oauth-client';
import { OAuthFlowTokens, deriveFlowKey } from './oauth-flow-tokens';
import type { TokenCipher } from '../../lib/token-cipher';

export interface FreshAccessToken {
  accessToken: string;
  expiresAt: Date;
}

export interface GoogleServices {
  http: GoogleHttp;
  oauth: GoogleOAuthClient;
  cipher: TokenCipher;
  idTokens: GoogleIdTokenVerifier;
  flowTokens: OAuthFlowTokens;
  /** One refresh in flight per business; later callers wait for it instead of starting another. */
  refreshesInFlight: Map<string, Promise<FreshAccessToken>>;
}

const servicesByConfig = new WeakMap<AppConfig, GoogleServices>();

export function googleServices(app: FastifyInstance): GoogleServices {
  const existing = servicesByConfig.get(app.config);
  if (existing) return existing;
  const google = app.config.google;
  const http = createGoogleHttp({ ...google.http, log: app.log.child({ component: 'google' }) });
  const services: GoogleServices = {
    http,
    oauth: new GoogleOAuthClient(google, http),
    cipher: app.secrets,
    idTokens: new GoogleIdTokenVerifier(google, app.now),
    flowTokens: new OAuthFlowTokens(deriveFlowKey(loadSigningSecret(app.config)), app.now),
    refreshesInFlight: new Map(),
  };
  servicesByConfig.set(app.config, services);
  return services;
}
