// Response models of the auth calls (spec §7 "Auth"). Field names are the contract's, odd casing included.
import { z } from 'zod';
import { ROLES } from '../common/roles';

export const apiUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  profileImagePath: z.string().nullable(),
  currentStep: z.number().int(),
  emailConfirmed: z.boolean(),
  businessId: z.string().nullable(),
  createdAt: z.string(),
  trialEndsAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

export const roleSchema = z.enum(ROLES);

/** AdminSignIn, user, google-callback. */
export const authSessionSchema = z.object({
  user: apiUserSchema,
  role: roleSchema,
  permissions: z.array(z.string()),
  token: z.string(),
  refresh_token: z.string().nullable(),
  expiresIn: z.number().int(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const registerCompanyModelSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  phone: z.string(),
  emailConfirmed: z.boolean(),
  currentStep: z.number().int(),
  business_id: z.string(),
  role: roleSchema,
  permissions: z.array(z.string()),
  token: z.string(),
  refresh_token: z.string(),
});
export type RegisterCompanyModel = z.infer<typeof registerCompanyModelSchema>;

export const confirmEmailModelSchema = z.object({
  user: apiUserSchema,
  userRoles: z.object({ role: z.object({ name: roleSchema }) }),
  permissions: z.array(z.string()),
  tokens: z.object({ accessToken: z.string(), refreshToken: z.string() }),
});
export type ConfirmEmailModel = z.infer<typeof confirmEmailModelSchema>;

export const refreshModelSchema = z.object({
  token: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type RefreshModel = z.infer<typeof refreshModelSchema>;

/** Where an e-mail link lands: `/verify-email?email=…&otp=…`, `/reset-password?token=…`. */
export const EMAIL_LINK_PATHS = { verifyEmail: '/verify-email', resetPassword: '/reset-password' } as const;

/** A mail written to the local outbox (GET /dev/outbox). */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
