// Leaving (PDPL): the business's deletion with its grace period, and the confirmation a deletion needs. Shared by
// the settings' "Your data" section, the dashboard's banner and the server.
import { z } from 'zod';
import { recoveryCodeField, twoFactorCodeField } from '../auth/two-factor';
import { textFieldError } from '../auth/rules';

/** Days between asking for the business's deletion and its taking effect; it can be cancelled meanwhile. */
export const BUSINESS_DELETION_GRACE_DAYS = 14;

/**
 * What confirms a deletion: the password, or (when two-factor sign-in is on) a current code or a recovery code.
 * The server says which it needs (`confirmWith`); a missing or wrong one is a field error.
 */
export const leavingConfirmationSchema = z.object({
  password: z
    .string({ error: textFieldError('leavingPasswordRequired') })
    .max(200, 'fieldTooLong')
    .optional(),
  code: twoFactorCodeField.optional(),
  recoveryCode: recoveryCodeField.optional(),
});
export type LeavingConfirmation = z.infer<typeof leavingConfirmationSchema>;

export const LEAVING_CONFIRMATIONS = ['password', 'twoFactor'] as const;
export type LeavingConfirmationKind = (typeof LEAVING_CONFIRMATIONS)[number];

/** The business's deletion as every member sees it (the banner); only the owner may ask for it or cancel it. */
export const businessDeletionStatusSchema = z.object({
  scheduled: z.boolean(),
  requestedAt: z.string().nullable().describe('ISO time the deletion was asked for'),
  effectiveAt: z.string().nullable().describe('ISO time the deletion takes effect (end of the grace period)'),
  graceDays: z.number().int(),
  /** The caller owns the business: may export, ask for the deletion and cancel it. */
  callerIsOwner: z.boolean(),
  /** How the caller confirms a deletion. */
  confirmWith: z.enum(LEAVING_CONFIRMATIONS),
});
export type BusinessDeletionStatus = z.infer<typeof businessDeletionStatusSchema>;

/** How the caller would confirm deleting their own account, and whether they may (an owner must leave first). */
export const accountDeletionStatusSchema = z.object({
  confirmWith: z.enum(LEAVING_CONFIRMATIONS),
  ownsBusiness: z.boolean(),
});
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
