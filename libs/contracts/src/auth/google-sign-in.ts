// "Sign in with Google" on the login page (spec §2): a popup runs Google's consent through the API (code flow
// with PKCE, bound to the browser), and the API's page in the popup hands the opener the verified Google ID
// token — to the shell's origin only — which the login then sends to POST google-callback like any Google
// Identity Services credential. No Google access or refresh token is ever requested or shown.
import { z } from 'zod';

export const GOOGLE_SIGN_IN_MESSAGE_TYPE = 'sumaa:google-sign-in';

/**
 * Why the popup gave no ID token:
 * - access_denied: the person declined on Google's screen;
 * - invalid_state: the popup's link expired (10 min) or was not opened in this browser;
 * - google_failed: Google refused or failed to exchange the code, or its ID token did not verify.
 */
export const GOOGLE_SIGN_IN_ERROR_CODES = ['access_denied', 'invalid_state', 'google_failed'] as const;
export type GoogleSignInErrorCode = (typeof GOOGLE_SIGN_IN_ERROR_CODES)[number];

export const googleSignInSignalSchema = z.discriminatedUnion('status', [
  z.object({
    type: z.literal(GOOGLE_SIGN_IN_MESSAGE_TYPE),
    status: z.literal('signedIn'),
    idToken: z.string().min(1).max(8192),
  }),
  z.object({
    type: z.literal(GOOGLE_SIGN_IN_MESSAGE_TYPE),
    status: z.literal('error'),
    code: z.enum(GOOGLE_SIGN_IN_ERROR_CODES),
    message: z.string(),
  }),
]);
export type GoogleSignInSignal = z.infer<typeof googleSignInSignalSchema>;
