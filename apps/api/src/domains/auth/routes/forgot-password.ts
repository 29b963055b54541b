// POST /api/UsernameAuth/forgot-password: e-mails a single-use reset link. Same answer whether or not
// the address has an account; the mail leaves after the reply, so neither the transport's speed nor
// its failure tells a known address from an unknown one.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESET_TOKEN_TTL_MS } from '../password-reset-tokens';
import { successEnvelope } from '../../../http/envelope';
import { passwordResetEmail } from '../emails/password-reset-email';
import { findUserByEmail } from '../auth-store';
import { emailKeyedLimits } from '../auth-rate-limits';
import { registerRoute } from '../../../http/register-route';

export const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.forgotPassword, {
    ...emailKeyedLimits(app, 'forgotPassword', app.config.rateLimits.passwordResetPerEmailDaily),
    handler: async (request) => {
      const { email } = request.body;
      const issued = await app.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || !user.is_active) return null;
        return { name: user.full_name, token: await app.resetTokens.issue(tx, user.id) };
      });
      if (issued) {
        app.mailer.dispatch(
          passwordResetEmail({
            to: email,
            name: issued.name,
            token: issued.token,
            publicAppUrl: app.config.publicAppUrl,
            language: request.language,
            validMinutes: RESET_TOKEN_TTL_MS / 60_000,
          }),
        );
      }
      return successEnvelope(null, request.language, 'resetEmailSent');
    },
  });
};
