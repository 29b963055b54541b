// POST /api/UsernameAuth/send-email-otp: a new verification code by e-mail. The answer is the same
// whether or not the address has an account (or is already confirmed), so it reveals nothing; the mail
// leaves after the reply, so the transport's speed or failure reveals nothing either.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OTP_TTL_MS } from '../email-verification';
import { successEnvelope } from '../../../http/envelope';
import { verificationEmail } from '../emails/verification-email';
import { findUserByEmail } from '../auth-store';
import { emailKeyedLimits } from '../auth-rate-limits';
import { registerRoute } from '../../../http/register-route';

export const sendEmailOtpRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.sendEmailOtp, {
    ...emailKeyedLimits(app, 'sendOtp', app.config.rateLimits.otpPerEmailDaily),
    handler: async (request) => {
      const { email } = request.body;
      const issued = await app.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || user.email_confirmed_at || !user.is_active) {
          // No code for this address; its wrong tries are released as a new code would release them.
          await app.emailCodes.noCodeIssued(email);
          return null;
        }
        return { name: user.full_name, code: await app.emailCodes.issue(tx, user.id) };
      });
      if (issued) {
        app.mailer.dispatch(
          verificationEmail({
            to: email,
            name: issued.name,
            code: issued.code,
            publicAppUrl: app.config.publicAppUrl,
            language: request.language,
            validMinutes: OTP_TTL_MS / 60_000,
          }),
        );
      }
      return successEnvelope(null, request.language, 'otpSent');
    },
  });
};
