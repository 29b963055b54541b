// googleClientFor(app, businessId): the Business Profile client of one business, with that business's
// tokens only (read under its tenant scope). The access token is renewed when it has under a minute left,
// or once after Google answers 401; one refresh per business is in flight at a time, across every API process,
// its result saved (re-encrypted with the current key, with the new refresh token if Google rotated it). A
// refresh Google refuses with invalid_grant ends the connection: GoogleNotConnectedError from then on.
import type { FastifyInstance } from 'fastify';
import { oneProcessAtATime } from '../../db/cross-process-lock';
import type { GoogleBusinessProfileClient } from './business-profile-types';
import { createBusinessProfileClient, type AccessTokenSource } from './business-profile-client';
import {
  liveConnectionOf,
  readConnectionRow,
  revokeConnection,
  saveRefreshedTokens,
  type LiveConnection,
} from './google-store';
import { GoogleApiError, GoogleNotConnectedError } from './errors';
import { googleServices, type FreshAccessToken, type GoogleServices } from './google-services';

/** Renew a token with less than this left, so that no call starts with one about to expire. */
export const ACCESS_TOKEN_RENEW_MARGIN_MS = 60_000;

async function readLiveConnection(
  app: FastifyInstance,
  services: GoogleServices,
  businessId: string,
): Promise<LiveConnection | null> {
  const row = await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    readConnectionRow(tx, businessId),
  );
  return liveConnectionOf(services.cipher, row);
}

function freshEnough(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() > ACCESS_TOKEN_RENEW_MARGIN_MS;
}

async function refreshAccessToken(
  app: FastifyInstance,
  services: GoogleServices,
  businessId: string,
  rejectedToken: string | null,
): Promise<FreshAccessToken> {
  const live = await readLiveConnection(app, services, businessId);
  if (!live) throw new GoogleNotConnectedError(businessId);
  const stored = live.tokens;
  // Renewed meanwhile (by another client of this business or another API process): use that one.
  if (freshEnough(stored.accessTokenExpiresAt, app.now()) && stored.accessToken !== rejectedToken) {
    return { accessToken: stored.accessToken, expiresAt: stored.accessTokenExpiresAt };
  }

  let renewed;
  try {
    renewed = await services.oauth.refresh(stored.refreshToken);
  } catch (error) {
    if (error instanceof GoogleApiError && error.googleStatus === 'invalid_grant') {
      await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
        revokeConnection(tx, { businessId, reason: 'invalid_grant', now: app.now(), version: live.version }),
      );
      app.log.warn(
        { businessId },
        'Google refused the refresh token (invalid_grant); the connection is revoked',
      );
      throw new GoogleNotConnectedError(businessId);
    }
    throw error;
  }

  const now = app.now();
  const tokens = {
    accessToken: renewed.accessToken,
    accessTokenExpiresAt: new Date(now.getTime() + renewed.expiresInSeconds * 1000),
    refreshToken: renewed.refreshToken ?? stored.refreshToken,
  };
  const saved = await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    saveRefreshedTokens(tx, services.cipher, {
      businessId,
      version: live.version,
      tokens,
      scopes: renewed.scopes,
      now,
    }),
  );
  if (!saved) {
    // Reconnected or disconnected while we refreshed: what is stored now wins.
    const current = await readLiveConnection(app, services, businessId);
    if (!current) throw new GoogleNotConnectedError(businessId);
    return { accessToken: current.tokens.accessToken, expiresAt: current.tokens.accessTokenExpiresAt };
  }
  return { accessToken: tokens.accessToken, expiresAt: tokens.accessTokenExpiresAt };
}

/** Joins the refresh already running for this business, or starts one. */
function coalescedRefresh(
  app: FastifyInstance,
  services: GoogleServices,
  businessId: string,
  rejectedToken: string | null,
): Promise<FreshAccessToken> {
  const running = services.refreshesInFlight.get(businessId);
  if (running) return running;
  // Across processes too (db/cross-process-lock.ts): whoever comes next reads the token its predecessor saved.
  const refresh = oneProcessAtATime(
    app.db,
    { businessId, userId: null },
    `google-token-refresh:${businessId}`,
    () => refreshAccessToken(app, services, businessId, rejectedToken),
  ).finally(() => {
    services.refreshesInFlight.delete(businessId);
  });
  services.refreshesInFlight.set(businessId, refresh);
  return refresh;
}

class BusinessAccessTokens implements AccessTokenSource {
  constructor(
    private readonly app: FastifyInstance,
    private readonly services: GoogleServices,
    private readonly businessId: string,
    private token: FreshAccessToken,
  ) {}

  async current(): Promise<string> {
    if (!freshEnough(this.token.expiresAt, this.app.now())) {
      this.token = await coalescedRefresh(this.app, this.services, this.businessId, null);
    }
    return this.token.accessToken;
  }

  async renewAfterRejection(rejected: string): Promise<string> {
    this.token = await coalescedRefresh(this.app, this.services, this.businessId, rejected);
    return this.token.accessToken;
  }
}

/** The client for one business; GoogleNotConnectedError when it has no live Google connection. */
export async function googleClientFor(
  app: FastifyInstance,
  businessId: string,
): Promise<GoogleBusinessProfileClient> {
  const services = googleServices(app);
  const live = await readLiveConnection(app, services, businessId);
  if (!live) throw new GoogleNotConnectedError(businessId);
  const tokens = new BusinessAccessTokens(app, services, businessId, {
    accessToken: live.tokens.accessToken,
    expiresAt: live.tokens.accessTokenExpiresAt,
  });
  return createBusinessProfileClient({ config: app.config.google, http: services.http, tokens });
}
