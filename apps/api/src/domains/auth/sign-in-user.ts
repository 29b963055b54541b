// The answer to a successful sign-in, whatever proved the identity (a password or a Google ID token): the
// user's role and permissions in their business, a new session, last_login_at stamped, and the session model
// of spec §7 (user, role, permissions, token, refresh_token).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { effectiveRole, findMembership } from './memberships';
import { findUserById, stampLastLogin, type UserRecord } from './auth-store';
import { loadTrialEnd, toApiUser } from './account-model';
import { startSignedInSession } from './signed-in-session';

export async function signInUser(app: FastifyInstance, request: FastifyRequest, user: UserRecord) {
  const membership = user.is_super_admin
    ? null
    : await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) =>
        findMembership(tx, user.id, null),
      );
  const { role, permissions } = effectiveRole(user, membership);
  const { signedIn, tokens } = await app.db.transaction(async (tx) => {
    await stampLastLogin(tx, user.id, app.now());
    return {
      tokens: await startSignedInSession(app, tx, user.id, role),
      signedIn: (await findUserById(tx, user.id))!,
    };
  });
  const businessId = membership?.businessId ?? null;
  return {
    user: toApiUser(app, request, signedIn, businessId, await loadTrialEnd(app, user.id, businessId)),
    role,
    permissions,
    token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
  };
}
