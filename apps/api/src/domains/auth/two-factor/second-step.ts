// The sign-in's second step (issue 13). After the first factor held (a right password, a Google ID token),
// answerSignIn decides what the reply is:
// - the account has two-factor on → 401 `twoFactorRequired`, model { twoFactorRequired, challenge, expiresIn }:
//   no tokens; the challenge (5 minutes) goes to POST two-factor/verify with a code or a recovery code;
// - it is required of this account (the super admin always; other admin-level accounts when the security
//   settings say so), which has none → 403
//   `twoFactorEnrolmentRequired`, model { twoFactorEnrolmentRequired, enrolmentToken, expiresIn }: a token
//   that only the enrolment routes take (set up, confirm with a code → recovery codes and the session);
// - otherwise the session, as before.
// Failures, not a 200 with another model: a client that does not know the second step (the spec's, the seed
// scripts) fails closed instead of reading tokens that are not there.
import { translateMessage, type MessageCode } from '@sumaa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../../http/envelope';
import { effectiveRole, findMembership } from '../memberships';
import type { UserRecord } from '../auth-store';
import { signInUser } from '../sign-in-user';
import { twoFactorRequiredBySettings, twoFactorRequiredFor } from './two-factor-policy';
import { findTwoFactor, insertChallenge } from './two-factor-store';
import { twoFactorTokens } from './two-factor-secret';
import { TWO_FACTOR_TOKEN_TTL_SECONDS } from './two-factor-tokens';

type SecondStep = 'none' | 'code' | 'enrolment';

async function roleOf(app: FastifyInstance, user: UserRecord) {
  const membership = user.is_super_admin
    ? null
    : await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) =>
        findMembership(tx, user.id, null),
      );
  return effectiveRole(user, membership).role;
}

export async function secondStepFor(app: FastifyInstance, user: UserRecord): Promise<SecondStep> {
  const { enabled, required } = await app.db.transaction(async (tx) => ({
    enabled: (await findTwoFactor(tx, user.id))?.enabled_at != null,
    required: await twoFactorRequiredBySettings(tx),
  }));
  if (enabled) return 'code';
  if (twoFactorRequiredFor(await roleOf(app, user), required)) return 'enrolment';
  return 'none';
}

function secondStepEnvelope(request: FastifyRequest, code: MessageCode, model: object) {
  return {
    success: false,
    message: translateMessage(code, request.language),
    errors: { code: [code] },
    model,
  };
}

/** The reply to a sign-in whose first factor held: the session, or the second step it still needs. */
export async function answerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
) {
  const step = await secondStepFor(app, user);
  if (step === 'code') {
    const { token, id, expiresAt } = await twoFactorTokens(app).issue('challenge', user.id);
    await app.db.transaction((tx) => insertChallenge(tx, { id, userId: user.id, expiresAt }, app.now()));
    return reply.status(401).send(
      secondStepEnvelope(request, 'twoFactorRequired', {
        twoFactorRequired: true,
        challenge: token,
        expiresIn: TWO_FACTOR_TOKEN_TTL_SECONDS.challenge,
      }),
    );
  }
  if (step === 'enrolment') {
    const { token } = await twoFactorTokens(app).issue('enrolment', user.id);
    return reply.status(403).send(
      secondStepEnvelope(request, 'twoFactorEnrolmentRequired', {
        twoFactorEnrolmentRequired: true,
        enrolmentToken: token,
        expiresIn: TWO_FACTOR_TOKEN_TTL_SECONDS.enrolment,
      }),
    );
  }
  return successEnvelope(await signInUser(app, request, user), request.language, 'signedIn');
}
