// POST /api/UsernameAuth/confirm-email-jwt: the code from the e-mail confirms the address and signs the
// user in. Wrong, expired, unknown and disabled all read the same (400 otpWrong under Otp); five wrong
// codes lock until a new one is sent (429 otpLocked), and the day's wrong codes are limited (429). An
// already-confirmed address is told so only with its right code. See auth/email-verification.ts.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadTrialEnd, toApiUser } from '../account-model';
import type { OtpCheck } from '../email-verification';
import { effectiveRole, findMembership } from '../memberships';
import { AppError, badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { findUserByEmail, findUserById, markEmailConfirmed, type UserRecord } from '../auth-store';
import { emailKeyedLimits } from '../auth-rate-limits';
import { registerRoute } from '../../../http/register-route';

type Confirmation =
  | { outcome: Exclude<OtpCheck, 'confirmed'> }
  | { outcome: 'confirmed'; user: UserRecord; sessionId: string; refreshToken: string };

export const confirmEmailRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.confirmEmail, {
    ...emailKeyedLimits(app, 'confirmOtp', app.config.rateLimits.otpConfirmPerEmailDaily),
    handler: async (request) => {
      const { email, Otp } = request.body;
      // A transaction that commits on every outcome: a wrong code must still count towards the lock.
      const confirmation = await app.db.transaction(async (tx): Promise<Confirmation> => {
        const found = await findUserByEmail(tx, email);
        const check = await app.emailCodes.check(tx, email, found, Otp);
        if (check !== 'confirmed') return { outcome: check };
        const user = found!;

        await markEmailConfirmed(tx, user.id, app.now());
        const { sessionId, refreshToken } = await app.sessions.start(tx, user.id);
        return { outcome: 'confirmed', user: (await findUserById(tx, user.id))!, sessionId, refreshToken };
      });

      switch (confirmation.outcome) {
        case 'confirmed':
          break;
        case 'locked':
          throw new AppError(429, 'otpLocked', { Otp: ['otpLocked'] });
        case 'exhausted':
          throw new AppError(429, 'tooManyRequests', { Otp: ['tooManyRequests'] });
        case 'already_confirmed':
          throw badRequest('emailAlreadyConfirmed');
        default:
          throw badRequest('otpWrong', { Otp: ['otpWrong'] });
      }

      const { user, sessionId, refreshToken } = confirmation;
      const membership = user.is_super_admin
        ? null
        : await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) =>
            findMembership(tx, user.id, null),
          );
      const { role, permissions } = effectiveRole(user, membership);
      const { token } = await app.accessTokens.issue({ userId: user.id, sessionId, role });
      const businessId = membership?.businessId ?? null;
      return successEnvelope(
        {
          user: toApiUser(app, request, user, businessId, await loadTrialEnd(app, user.id, businessId)),
          userRoles: { role: { name: role } },
          permissions,
          tokens: { accessToken: token, refreshToken },
        },
        request.language,
        'emailConfirmed',
      );
    },
  });
};
