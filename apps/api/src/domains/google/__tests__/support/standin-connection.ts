// A business connected to one of the stand-in's seeded Google users through POST /api/Platforms/connect,
// with tokens the stand-in issued: how the client and platform tests get a connection quickly.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, ENGLISH, registerAccount, type RegisteredAccount } from '../../../../testing/factories';
import type { StandinTestBed } from './standin';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export async function standinTokens(
  bed: StandinTestBed,
  email: string,
  scope?: string,
): Promise<IssuedTokens> {
  const issued = await bed.standin.issueTokens({ email, scope });
  return {
    accessToken: issued.access_token,
    refreshToken: issued.refresh_token!,
    expiresIn: issued.expires_in,
  };
}

export function platformsConnect(
  app: FastifyInstance,
  session: { token: string; businessId: string },
  payload: Record<string, unknown>,
  headers: Record<string, string> = ENGLISH,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/Platforms/connect',
    headers: { ...headers, ...bearer(session.token), 'x-business-id': session.businessId },
    payload,
  });
}

export function connectBody(bed: StandinTestBed, tokens: IssuedTokens) {
  return {
    platformType: 'google',
    platformName: 'Google Business Profile',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(bed.t.clock.now().getTime() + tokens.expiresIn * 1000).toISOString(),
  };
}

export async function connectedOwner(
  bed: StandinTestBed,
  googleEmail: string,
): Promise<{ owner: RegisteredAccount; tokens: IssuedTokens }> {
  const owner = await registerAccount(bed.t.app);
  const tokens = await standinTokens(bed, googleEmail);
  const response = await platformsConnect(bed.t.app, owner, connectBody(bed, tokens));
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.statusCode} ${response.body}`);
  return { owner, tokens };
}

/** Requests the stand-in's token endpoint has answered (code exchanges and refreshes). */
export function tokenEndpointCalls(bed: StandinTestBed): number {
  return bed.standin.state().requests.byRoute.token ?? 0;
}
