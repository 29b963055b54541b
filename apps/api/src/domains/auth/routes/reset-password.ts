// POST /api/UsernameAuth/reset-password: the token from the e-mailed link sets a new password, signs
// out every session of the account, and (having proved the mailbox) confirms the e-mail.
import { authRoutes, resetPasswordSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../passwords';
import { badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { readPlatformSettings } from '../../platform';
import { authRateLimits } from '../auth-rate-limits';
import { registerRoute } from '../../../http/register-route';
import { setPasswordFromReset } from '../auth-store';

export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.resetPassword, {
    config: { rateLimit: authRateLimits(app.config.rateLimits).resetPassword },
    handler: async (request) => {
      const { passwordPolicy } = await readPlatformSettings(app.db);
      const { code, newPassword } = parseInput(resetPasswordSchema(passwordPolicy), request.body);
      const passwordHash = await hashPassword(newPassword);
      const now = app.now();
      const changed = await app.db.transaction(async (tx) => {
        const userId = await app.resetTokens.consume(tx, code);
        if (!userId) return false;
        await setPasswordFromReset(tx, userId, passwordHash, now);
        await app.sessions.revokeAllOfUser(tx, userId, 'password_reset');
        return true;
      });
      if (!changed) throw badRequest('resetInvalid', { code: ['resetInvalid'] });
      return successEnvelope(null, request.language, 'passwordReset');
    },
  });
};
