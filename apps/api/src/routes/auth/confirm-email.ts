// POST /api/UsernameAuth/confirm-email-jwt: the code from the e-mail confirms the address and signs the
// user in. Wrong, expired and unknown all read the same; five wrong codes lock until a new one is sent.
import { confirmEmailModelSchema, confirmEmailSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadTrialEnd, toApiUser } from '../../auth/account-model';
import type { OtpCheck } from '../../auth/email-verification';
import { effectiveRole, findMembership } from '../../businesses/memberships';
import { AppError, badRequest, forbidden } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import { findUserByEmail, findUserById, type UserRecord } from '../../users/user-record';
import { authRateLimits } from './auth-rate-limits';

type Confirmation =
  | { outcome: Exclude<OtpCheck, 'confirmed'> | 'unknown' | 'already_confirmed' | 'inactive' }
  | { outcome: 'confirmed'; user: UserRecord; sessionId: string; refreshToken: string };

export const confirmEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirm-email-jwt',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Confirm the e-mail address with its 6-digit code; returns fresh tokens',
        body: confirmEmailSchema,
        response: envelopeResponses(confirmEmailModelSchema, { extraFailures: [403] }),
      },
      config: { rateLimit: authRateLimits(app.config.rateLimits).confirmOtp },
    },
    async (request) => {
      const { email, Otp } = request.body;
      // A transaction that commits on every outcome: a wrong code must still count towards the lock.
      const confirmation = await app.db.transaction(async (tx): Promise<Confirmation> => {
        const user = await findUserByEmail(tx, email);
        if (!user) return { outcome: 'unknown' };
        if (!user.is_active) return { outcome: 'inactive' };
        if (user.email_confirmed_at) return { outcome: 'already_confirmed' };
        const check = await app.emailCodes.check(tx, user.id, Otp);
        if (check !== 'confirmed') return { outcome: check };

        await tx.query('UPDATE users SET email_confirmed_at = $2, updated_at = $2 WHERE id = $1', [
          user.id,
          app.now(),
        ]);
        const { sessionId, refreshToken } = await app.sessions.start(tx, user.id);
        return { outcome: 'confirmed', user: (await findUserById(tx, user.id))!, sessionId, refreshToken };
      });

      switch (confirmation.outcome) {
        case 'confirmed':
          break;
        case 'locked':
          throw new AppError(429, 'otpLocked', { Otp: ['otpLocked'] });
        case 'inactive':
          throw forbidden('accountDisabled');
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
  );
};
