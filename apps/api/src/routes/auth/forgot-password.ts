// POST /api/UsernameAuth/forgot-password: e-mails a single-use reset link. Same answer whether or not
// the address has an account; the mail leaves after the reply, so neither the transport's speed nor
// its failure tells a known address from an unknown one.
import { emailOnlySchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESET_TOKEN_TTL_MS } from '../../auth/password-reset-tokens';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import { passwordResetEmail } from '../../mail/templates/password-reset-email';
import { findUserByEmail } from '../../users/user-record';
import { DAY_MS, authRateLimits, perAccountLimit } from './auth-rate-limits';

export const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['Auth'],
        summary: 'E-mail a password-reset link (same answer for unknown addresses)',
        body: emailOnlySchema,
        response: envelopeResponses(z.null()),
      },
      config: { rateLimit: authRateLimits(app.config.rateLimits).forgotPassword },
      preHandler: perAccountLimit(app, {
        max: app.config.rateLimits.passwordResetPerEmailDaily,
        windowMs: DAY_MS,
        field: 'email',
      }),
    },
    async (request) => {
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
  );
};
