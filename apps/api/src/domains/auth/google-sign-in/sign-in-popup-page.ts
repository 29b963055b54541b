// The page the Google sign-in popup lands on: it posts the outcome to the window that opened it — aimed at the
// shell's origin only (PUBLIC_APP_URL), so no other page can read the ID token — and closes. Opened without an
// opener (a blocked popup turned into a tab), it says what happened in Arabic and English with a link to
// /login, and posts nothing. Its one script and style run under a per-response CSP nonce; never cached.
import {
  GOOGLE_SIGN_IN_MESSAGE_TYPE,
  translateMessage,
  type GoogleSignInErrorCode,
  type GoogleSignInSignal,
  type Language,
  type MessageCode,
} from '@sumaa/contracts';
import type { FastifyReply } from 'fastify';
import { renderPopupLandingPage } from '../../../http/popup-landing-page';

export type SignInOutcome =
  { status: 'signedIn'; idToken: string } | { status: 'error'; code: GoogleSignInErrorCode };

const ERROR_MESSAGES: Record<GoogleSignInErrorCode, MessageCode> = {
  access_denied: 'googleSignInDenied',
  invalid_state: 'googleSignInExpired',
  google_failed: 'googleSignInFailed',
};
const ERROR_STATUS: Record<GoogleSignInErrorCode, number> = {
  access_denied: 400,
  invalid_state: 400,
  google_failed: 502,
};

function signalOf(outcome: SignInOutcome, language: Language): GoogleSignInSignal {
  if (outcome.status === 'signedIn')
    return { type: GOOGLE_SIGN_IN_MESSAGE_TYPE, status: 'signedIn', idToken: outcome.idToken };
  const message = translateMessage(ERROR_MESSAGES[outcome.code], language);
  return { type: GOOGLE_SIGN_IN_MESSAGE_TYPE, status: 'error', code: outcome.code, message };
}

export function renderSignInPopupPage(outcome: SignInOutcome, language: Language, appUrl: string) {
  return renderPopupLandingPage({
    language,
    status: outcome.status,
    messageCode: outcome.status === 'signedIn' ? 'googleSignInWindowDone' : ERROR_MESSAGES[outcome.code],
    appUrl,
    backPath: '/login',
    signal: signalOf(outcome, language),
  });
}

/** A cross-origin child of the shell: a `same-origin` COOP would cut the popup off from its opener. */
export function allowOpener(reply: FastifyReply): FastifyReply {
  return reply.header('cross-origin-opener-policy', 'unsafe-none').header('cache-control', 'no-store');
}

export function sendSignInPopupPage(
  reply: FastifyReply,
  options: { outcome: SignInOutcome; language: Language; appUrl: string; cookies: string[] },
): FastifyReply {
  const { outcome, language, appUrl, cookies } = options;
  const page = renderSignInPopupPage(outcome, language, appUrl);
  allowOpener(reply)
    .status(outcome.status === 'signedIn' ? 200 : ERROR_STATUS[outcome.code])
    .header('content-security-policy', page.contentSecurityPolicy);
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.type('text/html; charset=utf-8').send(page.html);
}
