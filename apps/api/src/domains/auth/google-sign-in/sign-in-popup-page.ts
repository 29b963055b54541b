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
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../../mail/layout/escape-html';

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

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderSignInPopupPage(outcome: SignInOutcome, language: Language, appUrl: string) {
  const nonce = randomBytes(16).toString('base64');
  const messageCode = outcome.status === 'signedIn' ? 'googleSignInWindowDone' : ERROR_MESSAGES[outcome.code];
  const paragraphs = (['ar', 'en'] as const)
    .map(
      (lang) =>
        `<p lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(translateMessage(messageCode, lang))}</p>`,
    )
    .join('\n      ');
  const backLink = `${escapeHtml(translateMessage('googleBackToSumaa', 'ar'))} · ${escapeHtml(translateMessage('googleBackToSumaa', 'en'))}`;
  const html = `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta name="referrer" content="no-referrer">
    <title>سمعة · Sumaa</title>
    <style nonce="${nonce}">
      body { font-family: 'IBM Plex Sans Arabic', system-ui, sans-serif; margin: 0; min-height: 100vh;
        display: grid; place-items: center; background: #f6f7f9; color: #1d2433; }
      main { max-width: 28rem; padding: 2rem; background: #fff; border-radius: 12px; text-align: center;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08); }
      p { line-height: 1.6; margin: 0 0 1rem; }
      a { color: #0f5bd8; font-weight: 600; }
    </style>
  </head>
  <body>
    <main data-status="${outcome.status}">
      ${paragraphs}
      <p><a href="${escapeHtml(`${appUrl}/login`)}">${backLink}</a></p>
    </main>
    <script nonce="${nonce}">
      (function () {
        var signal = ${scriptJson(signalOf(outcome, language))};
        var target = ${scriptJson(new URL(appUrl).origin)};
        if (window.opener && !window.opener.closed) {
          window.opener.postMessage(signal, target);
          window.close();
        }
      })();
    </script>
  </body>
</html>
`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
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
