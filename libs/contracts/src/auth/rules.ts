// Registration and login rules of spec §5, written once for the forms and the server.
import { z } from 'zod';

import { PASSWORD_MIN_LENGTH_DEFAULT } from '../common/limits';
import type { MessageCode } from '../common/messages';

/** `05` followed by 8 digits. */
export const SAUDI_MOBILE_PATTERN = /^05\d{8}$/;
/** A simple valid e-mail: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ACTIVITY_TYPES = [
  'restaurants',
  'cafes',
  'retail',
  'hotels',
  'healthcare',
  'beauty',
  'sports',
  'automotive',
  'education',
  'other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Western digits for Arabic-Indic and Persian digits, spaces and dashes removed: what people type on phones. */
export function normalizePhone(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '');
}

/** `0512345678` → `+966 51 234 5678` (decisions #9). Anything else is returned as typed. */
export function formatSaudiPhone(value: string): string {
  const digits = normalizePhone(value);
  if (!SAUDI_MOBILE_PATTERN.test(digits)) return value;
  const rest = digits.slice(1);
  return `+966 ${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`;
}

/** Nothing was given: the field is absent, null or empty (a blank one is caught by `.trim().min(1, …)`). */
function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/**
 * The `error` of a text field, used for its type check and for checks without a message of their own:
 * the field's "required" message only when nothing was given; a value of another type (a number, an
 * object) is "not valid", and one over the length limit "too long". Rules that carry their own message
 * (`.min(1, 'emailRequired')`, `.regex(…, 'emailInvalid')`) keep it.
 */
export function textFieldError(requiredCode: MessageCode) {
  return (issue: { code?: string; input?: unknown }): MessageCode => {
    if (isMissing(issue.input)) return requiredCode;
    return issue.code === 'too_big' ? 'fieldTooLong' : 'invalidValue';
  };
}

export const emailField = z
  .string({ error: textFieldError('emailRequired') })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'fieldTooLong')
  .regex(EMAIL_PATTERN, 'emailInvalid')
  .transform((value) => value.toLowerCase());

/** The platform's password rule (decisions #8): its minimum length and whether a special character is required. */
export interface PasswordPolicy {
  minLength: number;
  requireSpecialChars: boolean;
}
/** A minimum length alone, or the whole policy (GET /api/platform-settings/password-policy). */
export type PasswordRule = number | PasswordPolicy;

/** Anything that is neither a letter nor a digit, in any script (so Arabic letters are not "special"). */
export const SPECIAL_CHARACTER_PATTERN = /[^\p{L}\p{N}]/u;

export function passwordPolicyOf(rule: PasswordRule): PasswordPolicy {
  return typeof rule === 'number' ? { minLength: rule, requireSpecialChars: false } : rule;
}

export const passwordField = (rule: PasswordRule = PASSWORD_MIN_LENGTH_DEFAULT) => {
  const { minLength, requireSpecialChars } = passwordPolicyOf(rule);
  const field = z
    .string({ error: textFieldError('passwordRequired') })
    .min(1, 'passwordRequired')
    .min(minLength, 'passwordTooShort')
    .max(200, 'fieldTooLong');
  return requireSpecialChars
    ? field.regex(SPECIAL_CHARACTER_PATTERN, 'passwordNeedsSpecialCharacter')
    : field;
};

export const phoneField = z
  .string({ error: textFieldError('phoneRequired') })
  .transform(normalizePhone)
  .pipe(z.string().min(1, 'phoneRequired').regex(SAUDI_MOBILE_PATTERN, 'phoneInvalid'));

/** Fields the server receives in the RegisterCompany multipart body (names as in spec §7). */
export const registerCompanyFieldsSchema = (passwordMinLength: PasswordRule = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z.object({
    email: emailField,
    Full_name: z
      .string({ error: textFieldError('fullNameRequired') })
      .trim()
      .min(1, 'fullNameRequired')
      .max(120, 'fieldTooLong'),
    Business_name: z
      .string({ error: textFieldError('businessNameRequired') })
      .trim()
      .min(1, 'businessNameRequired')
      .max(160, 'fieldTooLong'),
    Phone: phoneField,
    Password: passwordField(passwordMinLength),
    ActivityType: z
      .string({ error: textFieldError('activityRequired') })
      .trim()
      .min(1, 'activityRequired')
      .max(120, 'fieldTooLong'),
  });
export type RegisterCompanyFields = z.input<ReturnType<typeof registerCompanyFieldsSchema>>;

/** The signup form: the server's fields plus the custom activity and the terms box checked in the browser. */
export const signupFormSchema = (passwordMinLength: PasswordRule = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z
    .object({
      fullName: z.string().trim().min(1, 'fullNameRequired').max(120, 'fieldTooLong'),
      businessName: z.string().trim().min(1, 'businessNameRequired').max(160, 'fieldTooLong'),
      email: emailField,
      phone: phoneField,
      password: passwordField(passwordMinLength),
      activityType: z.string().min(1, 'activityRequired'),
      customActivity: z.string().trim().max(120, 'fieldTooLong').optional(),
      agreeToTerms: z.boolean().refine((value) => value, 'termsRequired'),
    })
    .superRefine((value, ctx) => {
      if (value.activityType === 'other' && !value.customActivity?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['customActivity'], message: 'customActivityRequired' });
      }
    });
export type SignupForm = z.input<ReturnType<typeof signupFormSchema>>;

export const loginRequestSchema = z.object({
  username: emailField,
  password: z
    .string({ error: textFieldError('passwordRequired') })
    .min(1, 'passwordRequired')
    .max(200, 'fieldTooLong'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export const confirmEmailSchema = z.object({
  email: emailField,
  Otp: z
    .string({ error: textFieldError('otpRequired') })
    .trim()
    .min(1, 'otpRequired')
    .regex(/^\d{6}$/, 'otpInvalid'),
});

export const refreshRequestSchema = z.object({
  refresh_token: z
    .string({ error: textFieldError('refreshTokenRequired') })
    .min(1, 'refreshTokenRequired')
    .max(500, 'fieldTooLong'),
});

export const resetPasswordSchema = (passwordMinLength: PasswordRule = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z.object({
    code: z
      .string({ error: textFieldError('codeRequired') })
      .trim()
      .min(1, 'codeRequired')
      .max(500, 'fieldTooLong'),
    newPassword: passwordField(passwordMinLength),
  });

/** Reset-password form: the new password typed twice. */
export const resetPasswordFormSchema = (passwordMinLength: PasswordRule = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z
    .object({ newPassword: passwordField(passwordMinLength), confirmPassword: z.string() })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ['confirmPassword'],
      message: 'passwordMismatch',
    });
