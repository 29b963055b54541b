// POST /api/UsernameAuth/AdminSignIn: the sign-in of every user (the name is the contract's).
// Unconfirmed users sign in too; the client sends them to /check-email. Besides the per-client limit,
// failed sign-ins are counted per account (the e-mail as typed, known or not) from every address: past
// RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX in the window, the account answers 429 before any password
// is checked, so guessing cannot be spread over many addresses.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decoyPasswordHash, verifyPassword } from '../passwords';
import { answerSignIn } from '../two-factor/second-step';
import { AppError, forbidden, unauthorized } from '../../../http/app-error';
import { WindowCounters } from '../../../http/window-counters';
import { findUserByEmail } from '../auth-store';
import { authRateLimits } from '../auth-rate-limits';
import { registerRoute } from '../../../http/register-route';

export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  const { loginFailuresPerAccount, windowSeconds } = app.config.rateLimits;
  const failures = new WindowCounters(app.counters, 'signInFailures', windowSeconds * 1000, app.now);

  registerRoute(app, authRoutes.signIn, {
    config: { rateLimit: authRateLimits(app.config.rateLimits).signIn },
    handler: async (request, reply) => {
      const { username, password } = request.body;
      if ((await failures.count(username)) >= loginFailuresPerAccount) {
        void reply.header('retry-after', await failures.secondsLeft(username));
        throw new AppError(429, 'tooManyRequests');
      }
      const user = await app.db.transaction((tx) => findUserByEmail(tx, username));
      // Unknown e-mails cost the same hashing time as wrong passwords.
      const passwordMatches = await verifyPassword(
        user?.password_hash ?? (await decoyPasswordHash()),
        password,
      );
      if (!user || !passwordMatches) {
        await failures.add(username);
        throw unauthorized('invalidCredentials');
      }
      if (!user.is_active) throw forbidden('accountDisabled');

      // The session, or the second step two-factor sign-in still needs (two-factor/second-step.ts).
      return answerSignIn(app, request, reply, user);
    },
  });
};
