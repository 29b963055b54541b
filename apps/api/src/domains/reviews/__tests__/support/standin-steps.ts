// The steps the locations and sync tests share: the Google stand-in in this process, an API app aimed
// at it, a business connected to one of its seeded Google users (through POST /api/Platforms/connect,
// as a client holding tokens would), members of other roles, and the calls of the wizard.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  STANDIN_USERS,
  googleTranslatedComment,
  startGoogleStandin,
  type GoogleStandin,
} from '@sumaa/google-standin';
import { ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

export { STANDIN_USERS, googleTranslatedComment };

export interface StandinTestBed {
  standin: GoogleStandin;
  t: TestApp;
  close(): Promise<void>;
}

/** The stand-in on a free port and an app whose Google calls go to it, retrying fast. */
export async function startStandinTestBed(
  options: { benchReviews?: number; env?: Record<string, string> } = {},
): Promise<StandinTestBed> {
  const standin = await startGoogleStandin({
    port: 0,
    benchReviews: options.benchReviews ?? 0,
    // Place ids of its own: test files may share one PostgreSQL database, where a place is linked once.
    seed: randomInt(1, 2_000_000_000),
  });
  const t = await createTestApp({
    GOOGLE_STANDIN_URL: standin.url,
    GOOGLE_HTTP_RETRY_BASE_MS: '5',
    GOOGLE_HTTP_TIMEOUT_MS: '3000',
    GOOGLE_HTTP_MAX_RETRY_DELAY_MS: '3000',
    ...options.env,
  });
  return {
    standin,
    t,
    async close() {
      await t.close();
      await standin.stop();
    },
  };
}

export function asMember(
  session: { token: string; businessId: string },
  headers: Record<string, string> = ENGLISH,
) {
  return { ...headers, ...bearer(session.token), 'x-business-id': session.businessId };
}

/** Connects the business to a seeded Google user with tokens the stand-in issued (Platforms/connect). */
export async function connectGoogle(
  bed: StandinTestBed,
  owner: RegisteredAccount,
  googleEmail: string,
): Promise<void> {
  const tokens = await bed.standin.issueTokens({ email: googleEmail });
  const response = await bed.t.app.inject({
    method: 'POST',
    url: '/api/Platforms/connect',
    headers: asMember(owner),
    payload: {
      platformType: 'google',
      platformName: 'Google Business Profile',
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: new Date(bed.t.clock.now().getTime() + tokens.expires_in * 1000).toISOString(),
    },
  });
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.statusCode} ${response.body}`);
}

/** A registered business owner (admin) whose business is connected to `googleEmail`. */
export async function connectedOwner(bed: StandinTestBed, googleEmail: string): Promise<RegisteredAccount> {
  const owner = await registerAccount(bed.t.app);
  await connectGoogle(bed, owner, googleEmail);
  return owner;
}

/** Another user, made a member of the owner's business with `role`; their session acts for it. */
export async function addMember(
  app: FastifyInstance,
  owner: RegisteredAccount,
  role: 'viewer' | 'agent' | 'manager' | 'admin',
): Promise<RegisteredAccount> {
  const member = await registerAccount(app, { Business_name: `${role} own business` });
  await app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query(
      `INSERT INTO business_members (business_id, user_id, role, permissions, status)
       VALUES ($1, $2, $3, ARRAY['ViewReviews'], 'active')`,
      [owner.businessId, member.userId, role],
    ),
  );
  return { ...member, businessId: owner.businessId };
}

/** The seeded Google user's locations, as the stand-in describes them. */
export function seededLocations(standin: GoogleStandin, googleEmail: string) {
  const user = standin.users.find((candidate) => candidate.email === googleEmail);
  if (!user) throw new Error(`no seeded Google user ${googleEmail}`);
  return user.accounts.flatMap((account) => account.locations);
}

export function listGoogleLocations(
  app: FastifyInstance,
  session: RegisteredAccount,
  headers: Record<string, string> = ENGLISH,
) {
  return app.inject({
    method: 'GET',
    url: '/api/integration/google/locations',
    headers: asMember(session, headers),
  });
}

export function linkLocations(
  app: FastifyInstance,
  session: RegisteredAccount,
  placeIds: unknown,
  headers: Record<string, string> = ENGLISH,
) {
  return app.inject({
    method: 'POST',
    url: '/api/locations/link',
    headers: asMember(session, headers),
    payload: { placeIds },
  });
}

export function startSync(
  app: FastifyInstance,
  session: RegisteredAccount,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = ENGLISH,
) {
  return app.inject({
    method: 'POST',
    url: '/api/reviews/sync',
    headers: asMember(session, headers),
    payload: body,
  });
}

export function readSync(
  app: FastifyInstance,
  session: RegisteredAccount,
  id: string,
  headers: Record<string, string> = ENGLISH,
) {
  return app.inject({ method: 'GET', url: `/api/reviews/sync/${id}`, headers: asMember(session, headers) });
}

/** Links the places (they must be the connected user's) and fails loudly otherwise. */
export async function linkOrFail(app: FastifyInstance, session: RegisteredAccount, placeIds: string[]) {
  const response = await linkLocations(app, session, placeIds);
  if (response.statusCode !== 200) throw new Error(`link failed: ${response.statusCode} ${response.body}`);
  return response.json().model.items as Array<{ id: string; placeId: string }>;
}

export async function currentStepOf(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.db.query<{ current_step: number }>('SELECT current_step FROM users WHERE id = $1', [
    userId,
  ]);
  return row.current_step;
}
