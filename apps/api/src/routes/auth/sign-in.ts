// POST /api/UsernameAuth/AdminSignIn: the sign-in of every user (the name is the contract's).
// Unconfirmed users sign in too; the client sends them to /check-email.
import { authSessionSchema, loginRequestSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadTrialEnd, toApiUser } from '../../auth/account-model';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { startSignedInSession } from '../../auth/signed-in-session';
import { effectiveRole, findMembership } from '../../businesses/memberships';
import { forbidden, unauthorized } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import { findUserByEmail, findUserById } from '../../users/user-record';
import { authRateLimits } from './auth-rate-limits';

export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/AdminSignIn',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with e-mail (username) and password',
        body: loginRequestSchema,
        response: envelopeResponses(authSessionSchema, { extraFailures: [401, 403] }),
      },
      config: { rateLimit: authRateLimits(app.config.rateLimits).signIn },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await app.db.transaction((tx) => findUserByEmail(tx, username));
      // Unknown e-mails cost the same hashing time as wrong passwords.
      const passwordMatches = await verifyPassword(
        user?.password_hash ?? (await decoyPasswordHash()),
        password,
      );
      if (!user || !passwordMatches) throw unauthorized('invalidCredentials');
      if (!user.is_active) throw forbidden('accountDisabled');

      const membership = user.is_super_admin
        ? null
        : await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) =>
            findMembership(tx, user.id, null),
          );
      const { role, permissions } = effectiveRole(user, membership);
      const { signedIn, tokens } = await app.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [user.id, app.now()]);
        return {
          tokens: await startSignedInSession(app, tx, user.id, role),
          signedIn: (await findUserById(tx, user.id))!,
        };
      });
      const businessId = membership?.businessId ?? null;
      return successEnvelope(
        {
          user: toApiUser(app, request, signedIn, businessId, await loadTrialEnd(app, user.id, businessId)),
          role,
          permissions,
          token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          expiresIn: tokens.expiresIn,
        },
        request.language,
        'signedIn',
      );
    },
  );
};
