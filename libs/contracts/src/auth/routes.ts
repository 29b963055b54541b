// The auth calls of spec §7 "Auth", under /api/UsernameAuth (the spec's spellings, AdminSignIn included).
import { z } from 'zod';
import {
  authSessionSchema,
  confirmEmailModelSchema,
  refreshModelSchema,
  registerCompanyModelSchema,
} from './models';
import { signInSecondStepEnvelopeSchema } from './two-factor';
import { confirmEmailSchema, emailOnlySchema, loginRequestSchema, refreshRequestSchema } from './rules';
import { googleSignInInputSchema } from '../google/connection';
import { LANGUAGES } from '../common/language';
import { defineRoute } from '../http/defineRoute';
import {
  confirmEmailEndpoint,
  currentUserEndpoint,
  forgotPasswordEndpoint,
  googleSignInCallbackEndpoint,
  googleSignInEndpoint,
  googleSignInStartEndpoint,
  logoutEndpoint,
  refreshEndpoint,
  registerCompanyEndpoint,
  resetPasswordEndpoint,
  sendEmailOtpEndpoint,
  signInEndpoint,
} from './endpoints';

const TAGS = ['Auth'] as const;
const text = (description: string) => z.string().optional().describe(description);

/**
 * The RegisterCompany multipart body as it arrives: every field optional, so that the shared rules (run
 * by the server with the live password minimum, registerCompanyFieldsSchema) name each missing field.
 */
export const registerCompanyRequestSchema = z.object({
  email: text('E-mail address; also the sign-in name'),
  Full_name: text('Owner full name'),
  Phone: text('Mobile: 10 digits starting with 05 (Arabic-Indic digits, spaces and dashes accepted)'),
  Business_name: text('Business name'),
  Password: text('At least the platform minimum length (8 by default)'),
  ActivityType: text(
    'restaurants, cafes, retail, hotels, healthcare, beauty, sports, automotive, education, or a custom activity',
  ),
  // A file part arrives as bytes (the server's Buffer); a text part where a file belongs as a string.
  ProfileImage: z
    .union([z.custom<Uint8Array>((value) => ArrayBuffer.isView(value)), z.string()])
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: 'Optional PNG, JPEG or WebP image, at most 5 MB',
    }),
  PlanId: text(
    'Optional: the plan chosen on the pricing page, for the trial (an unknown or withdrawn plan: Professional)',
  ),
});

/** The reset-password body as sent; the shared rule with the live password minimum is applied by the server. */
export const resetPasswordRequestSchema = z.object({
  code: z.string().optional().describe('The token from the reset link'),
  newPassword: z.string().optional().describe('At least the platform minimum length (8 by default)'),
});

export const registerCompanyRoute = defineRoute({
  ...registerCompanyEndpoint,
  body: registerCompanyRequestSchema,
  response: registerCompanyModelSchema,
  failures: [409],
  tags: TAGS,
  summary: 'Register a business and its owner (14-day trial, no card); e-mails a verification code',
});

export const sendEmailOtpRoute = defineRoute({
  ...sendEmailOtpEndpoint,
  body: emailOnlySchema,
  response: z.null(),
  tags: TAGS,
  summary: 'Send a new 6-digit e-mail verification code (same answer for unknown addresses)',
});

export const confirmEmailRoute = defineRoute({
  ...confirmEmailEndpoint,
  body: confirmEmailSchema,
  response: confirmEmailModelSchema,
  tags: TAGS,
  summary: 'Confirm the e-mail address with its 6-digit code; returns fresh tokens',
});

export const signInRoute = defineRoute({
  ...signInEndpoint,
  body: loginRequestSchema,
  response: authSessionSchema,
  failures: [401, 403],
  // Two-factor (issue 13): a right password answers 401 `twoFactorRequired` with a challenge for
  // two-factor/verify, or 403 `twoFactorEnrolmentRequired` with a setup-only token; never tokens.
  responses: { 401: signInSecondStepEnvelopeSchema, 403: signInSecondStepEnvelopeSchema },
  tags: TAGS,
  summary: 'Sign in with e-mail (username) and password',
});

export const googleSignInRoute = defineRoute({
  ...googleSignInEndpoint,
  body: googleSignInInputSchema,
  response: authSessionSchema,
  failures: [401, 403, 409, 503],
  // The same second step as AdminSignIn for an account with two-factor sign-in.
  responses: { 401: signInSecondStepEnvelopeSchema, 403: signInSecondStepEnvelopeSchema },
  tags: TAGS,
  summary: 'Sign in with a Google ID token; creates the account and its business the first time',
});

const popupParameter = z.string().max(4096).optional();

export const googleSignInStartRoute = defineRoute({
  ...googleSignInStartEndpoint,
  query: z.object({ lang: z.enum(LANGUAGES).optional().describe('The language of the popup page') }),
  response: z.string(),
  tags: TAGS,
  summary: "Opened in the login's popup: redirects (302) to Google's consent screen (openid email profile)",
  description:
    'Sets a short-lived cookie that binds the flow to this browser, and asks Google for an ID token only ' +
    '(code flow with PKCE and a nonce); no access to anything of the Google account.',
});

export const googleSignInCallbackRoute = defineRoute({
  ...googleSignInCallbackEndpoint,
  query: z.object({
    code: popupParameter,
    state: popupParameter,
    error: popupParameter,
    scope: popupParameter,
    authuser: popupParameter,
    prompt: popupParameter,
    hd: popupParameter,
  }),
  response: z.string().describe('The popup page (text/html); failures answer the same page with 4xx/5xx'),
  tags: TAGS,
  summary: "Google's redirect URI for sign-in: answers the popup page that hands the opener the ID token",
  description:
    'Answers text/html: a page that posts `googleSignInSignalSchema` to `window.opener` at PUBLIC_APP_URL ' +
    'and closes; the opener signs in with POST google-callback.',
});

export const currentUserRoute = defineRoute({
  ...currentUserEndpoint,
  response: authSessionSchema,
  tags: TAGS,
  summary: 'The signed-in user, role and permissions (refresh_token is always null here)',
});

export const refreshRoute = defineRoute({
  ...refreshEndpoint,
  body: refreshRequestSchema,
  response: refreshModelSchema,
  failures: [401, 403],
  tags: TAGS,
  summary: 'Rotate the refresh token and get a new access token',
});

export const forgotPasswordRoute = defineRoute({
  ...forgotPasswordEndpoint,
  body: emailOnlySchema,
  response: z.null(),
  tags: TAGS,
  summary: 'E-mail a password-reset link (same answer for unknown addresses)',
});

export const resetPasswordRoute = defineRoute({
  ...resetPasswordEndpoint,
  body: resetPasswordRequestSchema,
  response: z.null(),
  tags: TAGS,
  summary: 'Set a new password with the token of a reset link',
});

export const logoutRoute = defineRoute({
  ...logoutEndpoint,
  body: refreshRequestSchema,
  response: z.null(),
  tags: TAGS,
  summary: 'Sign out: revoke the session of this refresh token',
});

export const authRoutes = {
  registerCompany: registerCompanyRoute,
  sendEmailOtp: sendEmailOtpRoute,
  confirmEmail: confirmEmailRoute,
  signIn: signInRoute,
  googleSignIn: googleSignInRoute,
  googleSignInStart: googleSignInStartRoute,
  googleSignInCallback: googleSignInCallbackRoute,
  currentUser: currentUserRoute,
  refresh: refreshRoute,
  forgotPassword: forgotPasswordRoute,
  resetPassword: resetPasswordRoute,
  logout: logoutRoute,
} as const;
