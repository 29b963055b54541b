// Connecting a business to Google Business Profile (spec §7 "Google connection", decisions #14) and
// signing in with Google. The server keeps every Google token; the browser only ever sees a signal.
import { z } from 'zod';
import { textFieldError } from '../auth/rules';

/** `event.data.type` of the message the popup posts to its opener. */
export const GOOGLE_CONNECTION_MESSAGE_TYPE = 'sumaa:google-connection';

/**
 * Why a connection failed, for the wizard to choose its wording or offer a retry:
 * - access_denied: the user declined on Google's consent screen;
 * - scope_missing: the user unticked the Business Profile permission;
 * - invalid_state: the link expired (2 min / 10 min), was used already, or was not opened in this browser;
 * - forbidden: the user is no longer an admin of the business;
 * - token_exchange_failed: Google refused or failed to give tokens for the code;
 * - server_error: anything else.
 */
export const GOOGLE_CONNECTION_ERROR_CODES = [
  'access_denied',
  'scope_missing',
  'invalid_state',
  'forbidden',
  'token_exchange_failed',
  'server_error',
] as const;
export type GoogleConnectionErrorCode = (typeof GOOGLE_CONNECTION_ERROR_CODES)[number];

/**
 * What the popup posts to `window.opener`, with the shell's origin as target. The receiver must check
 * `event.origin` against the API's origin before parsing `event.data` with this schema. It never carries
 * a token. `message` is already translated into the language the connection was started in.
 */
export const googleConnectionSignalSchema = z.discriminatedUnion('status', [
  z.object({ type: z.literal(GOOGLE_CONNECTION_MESSAGE_TYPE), status: z.literal('connected') }),
  z.object({
    type: z.literal(GOOGLE_CONNECTION_MESSAGE_TYPE),
    status: z.literal('error'),
    code: z.enum(GOOGLE_CONNECTION_ERROR_CODES),
    message: z.string(),
  }),
]);
export type GoogleConnectionSignal = z.infer<typeof googleConnectionSignalSchema>;

/** POST /api/Auth/google-login/ticket → the URL to open in the popup, valid once, for a short time. */
export const googleLoginTicketModelSchema = z.object({
  url: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type GoogleLoginTicketModel = z.infer<typeof googleLoginTicketModelSchema>;

/** GET /api/Platforms/google: the business's Google connection, without any token. */
export const googleConnectionStatusSchema = z.object({
  connected: z.boolean(),
  /** The Google account that granted access (null when Google did not say, or not connected). */
  googleEmail: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /**
   * Google withdrew the access (the user revoked it, the password changed, six months unused): connect
   * again. False after a deliberate disconnect.
   */
  needsReconnect: z.boolean(),
});
export type GoogleConnectionStatus = z.infer<typeof googleConnectionStatusSchema>;

const requiredToken = (code: 'accessTokenRequired' | 'refreshTokenRequired') =>
  z
    .string({ error: textFieldError(code) })
    .trim()
    .min(1, code)
    .max(4096, 'fieldTooLong')
    // OAuth tokens are visible ASCII (RFC 6750); anything else is no Google token, and could not even be
    // sent to Google in an Authorization header (the check would fail as "Google unreachable", a 502).
    .regex(/^[\x21-\x7E]*$/, 'googleTokenRejected');

/**
 * POST /api/Platforms/connect (spec §3 "Platform connection"): for clients that already hold Google
 * tokens. `expiresAt` is ISO 8601, computed by the client from Google's `expires_in`.
 */
export const platformConnectInputSchema = z.object({
  platformType: z
    .string({ error: textFieldError('fieldRequired') })
    .trim()
    .toLowerCase()
    .refine((value) => value === 'google', 'platformTypeUnsupported'),
  platformName: z
    .string({ error: textFieldError('fieldRequired') })
    .trim()
    .max(120, 'fieldTooLong')
    .optional(),
  accessToken: requiredToken('accessTokenRequired'),
  refreshToken: requiredToken('refreshTokenRequired'),
  expiresAt: z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'fieldRequired'
        : 'expiresAtInvalid',
  }),
});
export type PlatformConnectInput = z.input<typeof platformConnectInputSchema>;

/** POST /api/UsernameAuth/google-callback: a Google ID token (from Google Identity Services). */
export const googleSignInInputSchema = z.object({
  idToken: z
    .string({ error: textFieldError('idTokenRequired') })
    .trim()
    .min(1, 'idTokenRequired')
    .max(8192, 'fieldTooLong'),
});
export type GoogleSignInInput = z.input<typeof googleSignInInputSchema>;
