// POST /api/UsernameAuth/reset-password: the token from the e-mailed link sets a new password, signs
// out every session of the account, and (having proved the mailbox) confirms the e-mail.
import { resetPasswordSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { badRequest } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import { parseInput } from '../../http/parse-input';
import { readPlatformSettings } from '../../platform/platform-settings';
import { authRateLimits } from './auth-rate-limits';

/** As sent; the shared rule with the live password minimum is applied in the handler. */
const resetPasswordBodySchema = z.object({
  code: z.string().optional().describe('The token from the reset link'),
  newPassword: z.string().optional().describe('At least the platform minimum length (8 by default)'),
});

export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Set a new password with the token of a reset link',
        body: resetPasswordBodySchema,
        response: envelopeResponses(z.null()),
      },
      config: { rateLimit: authRateLimits(app.config.rateLimits).resetPassword },
    },
    async (request) => {
      const { passwordMinLength } = await readPlatformSettings(app.db);
      const { code, newPassword } = parseInput(resetPasswordSchema(passwordMinLength), request.body);
      const passwordHash = await hashPassword(newPassword);
      const now = app.now();
      const changed = await app.db.transaction(async (tx) => {
        const userId = await app.resetTokens.consume(tx, code);
        if (!userId) return false;
        await tx.query(
          `UPDATE users SET password_hash = $2, email_confirmed_at = COALESCE(email_confirmed_at, $3), updated_at = $3
            WHERE id = $1`,
          [userId, passwordHash, now],
        );
        await app.sessions.revokeAllOfUser(tx, userId, 'password_reset');
        return true;
      });
      if (!changed) throw badRequest('resetInvalid', { code: ['resetInvalid'] });
      return successEnvelope(null, request.language, 'passwordReset');
    },
  );
};
