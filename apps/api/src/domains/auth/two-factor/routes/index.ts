// The two-factor routes (issue 13): the super admin's own setup (status, setup, confirm; no disable: it is
// required of them, issue 21), the
// sign-in's second step (verify) and the enrolment a sign-in demanded (public, with its enrolment token).
// Attempts are limited per client like the e-mail codes; wrong codes also count per challenge and per user.
import { twoFactorRoutes } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, forbidden } from '../../../../http/app-error';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { clientAddressKey } from '../../../../plugins/external/rate-limit';
import { findUserById, type UserRecord } from '../../auth-store';
import { signInUser } from '../../sign-in-user';
import {
  confirmSetup,
  proofHolds,
  readStatus,
  startSetup,
  wrongProof,
} from '../two-factor-service';
import {
  completeChallenge,
  findChallengeForUpdate,
  findTwoFactor,
  recentChallengeFailures,
  recordChallengeFailure,
} from '../two-factor-store';
import { twoFactorTokens } from '../two-factor-secret';
import { effectiveRole, findMembership } from '../../memberships';

/** Wrong codes a challenge takes before it is locked (sign in again). */
export const CHALLENGE_MAX_FAILURES = 5;
/** Wrong codes across one user's challenges in an hour before verify refuses every code (a new sign-in does not reset it). */
export const USER_MAX_FAILURES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

function attemptLimit(app: FastifyInstance) {
  const { otpConfirm, windowSeconds } = app.config.rateLimits;
  return { rateLimit: { max: otpConfirm, timeWindow: windowSeconds * 1000, keyGenerator: clientAddressKey } };
}

async function roleOf(app: FastifyInstance, user: UserRecord) {
  const membership = user.is_super_admin
    ? null
    : await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) =>
        findMembership(tx, user.id, null),
      );
  return effectiveRole(user, membership).role;
}

/** The active user an enrolment token names; 400 for any other value. */
async function enrolmentUser(app: FastifyInstance, enrolmentToken: string): Promise<UserRecord> {
  const claims = await twoFactorTokens(app).verify('enrolment', enrolmentToken);
  const user = claims && (await app.db.transaction((tx) => findUserById(tx, claims.userId)));
  if (!user) throw badRequest('twoFactorEnrolmentInvalid', { enrolmentToken: ['twoFactorEnrolmentInvalid'] });
  if (!user.is_active) throw forbidden('accountDisabled');
  return user;
}

export const twoFactorDomain: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, twoFactorRoutes.status, {
    handler: async (request) => {
      const { user, role } = request.auth!;
      const status = await app.db.transaction((tx) => readStatus(app, tx, user.id, role));
      return successEnvelope(status, request.language);
    },
  });

  registerRoute(app, twoFactorRoutes.setup, {
    config: attemptLimit(app),
    handler: async (request) =>
      successEnvelope(await startSetup(app, request.auth!.user), request.language, 'twoFactorSetupStarted'),
  });

  registerRoute(app, twoFactorRoutes.confirm, {
    config: attemptLimit(app),
    handler: async (request) => {
      const { user, role } = request.auth!;
      const enabled = await confirmSetup(app, user, role, request.body.code);
      request.log.info({ userId: user.id }, 'two-factor sign-in turned on');
      return successEnvelope(enabled, request.language, 'twoFactorEnabled');
    },
  });

  registerRoute(app, twoFactorRoutes.verify, {
    config: attemptLimit(app),
    handler: async (request) => {
      const { challenge, code, recoveryCode } = request.body;
      const claims = await twoFactorTokens(app).verify('challenge', challenge);
      const invalid = () =>
        badRequest('twoFactorChallengeInvalid', { challenge: ['twoFactorChallengeInvalid'] });
      if (!claims) throw invalid();

      const now = app.now();
      const outcome = await app.db.transaction(async (tx) => {
        const stored = await findChallengeForUpdate(tx, claims.id);
        if (!stored || stored.user_id !== claims.userId) return 'invalid' as const;
        if (stored.completed_at || new Date(stored.expires_at) <= now) return 'invalid' as const;
        if (stored.failures >= CHALLENGE_MAX_FAILURES) return 'locked' as const;
        const since = new Date(now.getTime() - HOUR_MS);
        if ((await recentChallengeFailures(tx, claims.userId, since)) >= USER_MAX_FAILURES_PER_HOUR)
          return 'locked' as const;
        const row = await findTwoFactor(tx, claims.userId);
        // Turned off since the password was given: the sign-in starts again.
        if (!row?.enabled_at) return 'invalid' as const;
        if (!(await proofHolds(app, tx, row, { code, recoveryCode }))) {
          await recordChallengeFailure(tx, stored.id);
          return 'wrong' as const;
        }
        await completeChallenge(tx, stored.id, now);
        return 'verified' as const;
      });
      if (outcome === 'invalid') throw invalid();
      if (outcome === 'locked') throw new AppError(429, 'twoFactorChallengeLocked');
      if (outcome === 'wrong') throw wrongProof({ code, recoveryCode });

      const user = await app.db.transaction((tx) => findUserById(tx, claims.userId));
      if (!user) throw invalid();
      if (!user.is_active) throw forbidden('accountDisabled');
      return successEnvelope(await signInUser(app, request, user), request.language, 'signedIn');
    },
  });

  registerRoute(app, twoFactorRoutes.enrolmentSetup, {
    config: attemptLimit(app),
    handler: async (request) => {
      const user = await enrolmentUser(app, request.body.enrolmentToken);
      return successEnvelope(await startSetup(app, user), request.language, 'twoFactorSetupStarted');
    },
  });

  registerRoute(app, twoFactorRoutes.enrolmentConfirm, {
    config: attemptLimit(app),
    handler: async (request) => {
      const user = await enrolmentUser(app, request.body.enrolmentToken);
      const { recoveryCodes } = await confirmSetup(app, user, await roleOf(app, user), request.body.code);
      request.log.info({ userId: user.id }, 'two-factor sign-in turned on at a sign-in that required it');
      const session = await signInUser(app, request, user);
      return successEnvelope({ recoveryCodes, session }, request.language, 'twoFactorEnabled');
    },
  });
};
