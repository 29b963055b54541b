// The page the popup lands on after Google: it posts the outcome to the window that opened it, aimed at
// the shell's origin only (PUBLIC_APP_URL), and closes. Opened without an opener (a bookmark, a blocked
// popup turned into a tab), it says what happened in Arabic and English with a link back to the wizard.
// It never contains a token. Its inline script runs under a per-response CSP nonce.
import {
  GOOGLE_CONNECTION_MESSAGE_TYPE,
  translateMessage,
  type GoogleConnectionErrorCode,
  type GoogleConnectionSignal,
  type Language,
  type MessageCode,
} from '@sumaa/contracts';
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../mail/layout/escape-html';

export const CONNECTION_ERROR_MESSAGES: Record<GoogleConnectionErrorCode, MessageCode> = {
  access_denied: 'googleConnectionDenied',
  scope_missing: 'googleScopeMissing',
  invalid_state: 'googleConnectionExpired',
  forbidden: 'googleConnectForbidden',
  token_exchange_failed: 'googleConnectionFailed',
  server_error: 'googleConnectionFailed',
};

export type ConnectionOutcome =
  { status: 'connected' } | { status: 'error'; code: GoogleConnectionErrorCode };

export function connectionSignal(outcome: ConnectionOutcome, language: Language): GoogleConnectionSignal {
  if (outcome.status === 'connected') return { type: GOOGLE_CONNECTION_MESSAGE_TYPE, status: 'connected' };
  return {
    type: GOOGLE_CONNECTION_MESSAGE_TYPE,
    status: 'error',
    code: outcome.code,
    message: translateMessage(CONNECTION_ERROR_MESSAGES[outcome.code], language),
  };
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

export interface CallbackPage {
  html: string;
  contentSecurityPolicy: string;
}

export function renderCallbackPage(options: {
  outcome: ConnectionOutcome;
  language: Language;
  /** The shell: the only origin the signal is posted to, and where the link leads. */
  appUrl: string;
}): CallbackPage {
  const { outcome, language, appUrl } = options;
  const nonce = randomBytes(16).toString('base64');
  const signal = connectionSignal(outcome, language);
  const messageCode =
    outcome.status === 'connected' ? 'googleConnectionWindowDone' : CONNECTION_ERROR_MESSAGES[outcome.code];
  const paragraphs = (['ar', 'en'] as const)
    .map(
      (lang) =>
        `<p lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(translateMessage(messageCode, lang))}</p>`,
    )
    .join('\n      ');
  const backLink = `${escapeHtml(translateMessage('googleBackToSumaa', 'ar'))} · ${escapeHtml(translateMessage('googleBackToSumaa', 'en'))}`;
  const targetOrigin = new URL(appUrl).origin;

  const html = `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
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
    <main data-status="${signal.status}">
      ${paragraphs}
      <p><a href="${escapeHtml(`${appUrl}/welcome`)}">${backLink}</a></p>
    </main>
    <script nonce="${nonce}">
      (function () {
        var signal = ${scriptJson(signal)};
        var target = ${scriptJson(targetOrigin)};
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
