// Two-factor sign-in for one user: status, setup (a pending secret, encrypted at rest), confirmation (on, with
// recovery codes shown once), and the proof check of verify (and of leaving). There is no turning it off: it
// is required of the super admin, the one account its own routes serve (issue 21).
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { SqlExecutor } from '../../../db/database';
import { AppError, badRequest, conflict } from '../../../http/app-error';
import type { UserRecord } from '../auth-store';
import { twoFactorRequiredBySettings, twoFactorRequiredFor } from './two-factor-policy';
import {
  claimStep,
  countRecoveryCodesLeft,
  enableTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
  type StoredTwoFactor,
} from './two-factor-store';
import {
  TWO_FACTOR_ISSUER,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
} from './totp';
import { twoFactorSecret } from './two-factor-secret';
import type { Role } from '@sumaa/contracts';

/** The secret's ciphertext is bound to its user and column: copied to another row it does not decrypt. */
const associatedData = (userId: string) => `user_two_factor:${userId}:secret`;

export function encryptSecret(app: FastifyInstance, userId: string, secret: string) {
  const cipher = app.secrets;
  return { ciphertext: cipher.encrypt(secret, associatedData(userId)), keyId: cipher.currentKeyId };
}

export function decryptSecret(app: FastifyInstance, row: StoredTwoFactor): string {
  return app.secrets.decrypt(row.secret_key_id, row.secret_ciphertext, associatedData(row.user_id));
}

export interface TwoFactorProof {
  code?: string;
  recoveryCode?: string;
}

export async function readStatus(
  app: FastifyInstance,
  tx: SqlExecutor,
  userId: string,
  role: Role,
): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(tx, userId);
  const enabled = row?.enabled_at != null;
  return {
    enabled,
    pending: row !== null && !enabled,
    enabledAt: row?.enabled_at ? new Date(row.enabled_at).toISOString() : null,
    recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(tx, userId) : 0,
    required: twoFactorRequiredFor(role, await twoFactorRequiredBySettings(tx)),
  };
}

/** A new pending secret (a pending one is replaced); 409 when on already or the address is unconfirmed. */
export async function startSetup(app: FastifyInstance, user: UserRecord): Promise<TwoFactorSetup> {
  // An unconfirmed account can sign in by its e-mail code alone (confirm-email-jwt), past any second factor.
  if (!user.email_confirmed_at) throw conflict('twoFactorNeedsConfirmedEmail');
  const secret = newTotpSecret();
  const saved = await app.db.transaction((tx) =>
    savePendingSecret(tx, user.id, encryptSecret(app, user.id, secret), app.now()),
  );
  if (!saved) throw conflict('twoFactorAlreadyEnabled');
  const uri = otpauthUri(secret, user.email);
  return {
    otpauthUri: uri,
    qrDataUrl: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
    secret,
    issuer: TWO_FACTOR_ISSUER,
    accountName: user.email,
  };
}

/** The pending setup's first code turns it on; the recovery codes are answered once and kept hashed. */
export async function confirmSetup(
  app: FastifyInstance,
  user: UserRecord,
  role: Role,
  code: string,
): Promise<TwoFactorEnabled> {
  return app.db.transaction(async (tx) => {
    const row = await findTwoFactor(tx, user.id);
    if (!row) throw conflict('twoFactorNotPending');
    if (row.enabled_at) throw conflict('twoFactorAlreadyEnabled');
    const step = matchingStep(decryptSecret(app, row), code, app.now());
    if (step === null) throw badRequest('twoFactorCodeWrong', { code: ['twoFactorCodeWrong'] });
    if (!(await enableTwoFactor(tx, user.id, step, app.now()))) throw conflict('twoFactorAlreadyEnabled');
    const recoveryCodes = newRecoveryCodes();
    const key = twoFactorSecret(app);
    await replaceRecoveryCodes(
      tx,
      user.id,
      recoveryCodes.map((recovery) => recoveryCodeHash(key, user.id, recovery)),
      app.now(),
    );
    return { recoveryCodes, status: await readStatus(app, tx, user.id, role) };
  });
}

/**
 * Checks a current code (one not used before: its step is taken) or a recovery code (used up), inside the
 * caller's transaction. The answer is only whether it held; the caller says why not.
 */
export async function proofHolds(
  app: FastifyInstance,
  tx: SqlExecutor,
  row: StoredTwoFactor,
  proof: TwoFactorProof,
): Promise<boolean> {
  if (proof.code !== undefined) {
    const step = matchingStep(decryptSecret(app, row), proof.code, app.now());
    return step !== null && (await claimStep(tx, row.user_id, step));
  }
  if (proof.recoveryCode !== undefined) {
    const hash = recoveryCodeHash(twoFactorSecret(app), row.user_id, proof.recoveryCode);
    return spendRecoveryCode(tx, row.user_id, hash, app.now());
  }
  return false;
}

export function wrongProof(proof: TwoFactorProof): AppError {
  return proof.recoveryCode !== undefined
    ? badRequest('twoFactorRecoveryCodeWrong', { recoveryCode: ['twoFactorRecoveryCodeWrong'] })
    : badRequest('twoFactorCodeWrong', { code: ['twoFactorCodeWrong'] });
}
