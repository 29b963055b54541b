// What confirms a deletion (the business's, or one's own account): two-factor sign-in on → a current code or a
// recovery code, the same proof that turns two-factor off; otherwise the password. A session alone is not
// enough: whoever finds an unlocked screen must not be able to erase a business.
import type { LeavingConfirmation, LeavingConfirmationKind } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/app-error';
import { findTwoFactor, proofHolds, verifyPassword, wrongProof, type UserRecord } from '../auth';

export async function confirmationKindOf(
  app: FastifyInstance,
  userId: string,
): Promise<LeavingConfirmationKind> {
  const row = await app.db.transaction((tx) => findTwoFactor(tx, userId));
  return row?.enabled_at ? 'twoFactor' : 'password';
}

/** Throws a 400 with the field that is missing or wrong; returns when the confirmation holds. */
export async function assertLeavingConfirmed(
  app: FastifyInstance,
  user: UserRecord,
  confirmation: LeavingConfirmation,
): Promise<void> {
  // The check commits on its own: a used code stays used even though the request is refused.
  const twoFactor = await app.db.transaction(async (tx) => {
    const row = await findTwoFactor(tx, user.id);
    if (!row?.enabled_at) return 'off' as const;
    const proof = { code: confirmation.code, recoveryCode: confirmation.recoveryCode };
    if (proof.code === undefined && proof.recoveryCode === undefined) return 'missing' as const;
    return (await proofHolds(app, tx, row, proof)) ? ('held' as const) : wrongProof(proof);
  });
  if (twoFactor instanceof Error) throw twoFactor;
  if (twoFactor === 'held') return;
  if (twoFactor === 'missing') {
    throw badRequest('leavingTwoFactorRequired', { code: ['leavingTwoFactorRequired'] });
  }
  if (!confirmation.password) {
    throw badRequest('leavingPasswordRequired', { password: ['leavingPasswordRequired'] });
  }
  if (!(await verifyPassword(user.password_hash, confirmation.password))) {
    throw badRequest('leavingPasswordWrong', { password: ['leavingPasswordWrong'] });
  }
}
