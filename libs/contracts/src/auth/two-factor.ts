// Two-factor sign-in (issue 13, ASVS level 2): TOTP codes from an authenticator app (RFC 6238: SHA-1,
// 6 digits, 30 s) with 10 single-use recovery codes. Rules and models shared by the forms and the server,
// and the messages (merged into common/messages.ts).
import { z } from 'zod';
import { authSessionSchema } from './models';
import { normalizePhone, textFieldError } from './rules';

export const TWO_FACTOR_RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Western digits, spaces and dashes removed: what people type or paste from an authenticator. */
export const normalizeTwoFactorCode = (value: string) => normalizePhone(value);

/** `ABCDE 23456`, `abcde-23456` → `abcde23456`. */
export function normalizeRecoveryCode(value: string): string {
  return normalizePhone(value).toLowerCase();
}

export const twoFactorCodeField = z
  .string({ error: textFieldError('twoFactorCodeRequired') })
  .max(40, 'fieldTooLong')
  .transform(normalizeTwoFactorCode)
  .pipe(
    z
      .string()
      .min(1, 'twoFactorCodeRequired')
      .regex(/^\d{6}$/, 'twoFactorCodeInvalid'),
  );

export const recoveryCodeField = z
  .string({ error: textFieldError('twoFactorCodeRequired') })
  .max(40, 'fieldTooLong')
  .transform(normalizeRecoveryCode)
  .pipe(
    z
      .string()
      .min(1, 'twoFactorCodeRequired')
      .regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{10}$`), 'twoFactorRecoveryCodeInvalid'),
  );

const signedValue = (required: 'twoFactorChallengeInvalid' | 'twoFactorEnrolmentInvalid') =>
  z
    .string({ error: () => required })
    .min(1, required)
    .max(2000, required);

/** A current code or a recovery code: exactly one of them. */
const proofShape = { code: twoFactorCodeField.optional(), recoveryCode: recoveryCodeField.optional() };
const exactlyOneProof = (body: { code?: string; recoveryCode?: string }) =>
  (body.code === undefined) !== (body.recoveryCode === undefined);
const proofRequired = { message: 'twoFactorCodeRequired', path: ['code'] };

/** POST verify: the sign-in's second step. */
export const twoFactorVerifySchema = z
  .object({
    challenge: signedValue('twoFactorChallengeInvalid').describe('The challenge AdminSignIn answered with'),
    ...proofShape,
  })
  .refine(exactlyOneProof, proofRequired);
export type TwoFactorVerifyInput = z.input<typeof twoFactorVerifySchema>;

/** POST confirm: the first code from the app turns the pending setup on. */
export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeField });

/** The enrolment a sign-in demanded (the policy requires two-factor and the account has none). */
export const twoFactorEnrolmentStartSchema = z.object({
  enrolmentToken: signedValue('twoFactorEnrolmentInvalid'),
});
export const twoFactorEnrolmentConfirmSchema = z.object({
  enrolmentToken: signedValue('twoFactorEnrolmentInvalid'),
  code: twoFactorCodeField,
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** A setup was started and waits for its first code. */
  pending: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The security settings require two-factor sign-in for this account. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** otpauth://totp/… for the authenticator app (also the QR's content). */
  otpauthUri: z.string(),
  /** The QR of otpauthUri as a PNG data URL. */
  qrDataUrl: z.string(),
  /** The base32 secret, for typing it in by hand. */
  secret: z.string(),
  issuer: z.string(),
  accountName: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once: only hashes are kept. */
export const twoFactorEnabledSchema = z.object({
  recoveryCodes: z.array(z.string()),
  status: twoFactorStatusSchema,
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** The enrolment demanded at sign-in, confirmed: the recovery codes and the session the sign-in completes with. */
export const twoFactorEnrolledSessionSchema = z.object({
  recoveryCodes: z.array(z.string()),
  session: authSessionSchema,
});
export type TwoFactorEnrolledSession = z.infer<typeof twoFactorEnrolledSessionSchema>;

/** AdminSignIn's 401 when the password was right and a code is still needed (no tokens). */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Signed, 5 minutes, for POST verify only. */
  challenge: z.string(),
  expiresIn: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** AdminSignIn's 403 when the policy requires two-factor and the account has none: a token for setup only. */
export const twoFactorEnrolmentRequiredSchema = z.object({
  twoFactorEnrolmentRequired: z.literal(true),
  enrolmentToken: z.string(),
  expiresIn: z.number().int(),
});
export type TwoFactorEnrolmentRequired = z.infer<typeof twoFactorEnrolmentRequiredSchema>;

/** The envelope of a sign-in's 401/403: a plain failure, or one of the second steps above in `model`. */
export const signInSecondStepEnvelopeSchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  errors: z.record(z.string(), z.array(z.string())).nullable(),
  model: z.union([twoFactorChallengeSchema, twoFactorEnrolmentRequiredSchema]).nullable(),
});

/** The second step a failed sign-in asks for, read from its error's model (null: a plain failure). */
export function signInSecondStepOf(model: unknown): TwoFactorChallenge | TwoFactorEnrolmentRequired | null {
  const parsed = z.union([twoFactorChallengeSchema, twoFactorEnrolmentRequiredSchema]).safeParse(model);
  return parsed.success ? parsed.data : null;
}
