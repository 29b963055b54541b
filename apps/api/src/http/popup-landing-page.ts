// The page a Google popup lands on (Google sign-in, and connecting a Business Profile): it posts its signal to the
// window that opened it — aimed at the shell's origin only, so no other page can read it — and closes. Opened
// without an opener (a blocked popup turned into a tab), it says what happened in Arabic and English with a link
// back into the product, and posts nothing. Its one script and style run under a per-response CSP nonce.
import { randomBytes } from 'node:crypto';
import { translateMessage, type Language, type MessageCode } from '@sumaa/contracts';
import { escapeHtml } from '../mail/layout/escape-html';

export interface PopupLandingPage {
  html: string;
  contentSecurityPolicy: string;
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

export function renderPopupLandingPage(input: {
  language: Language;
  /** Marks the page's outcome for tests and scripts (`data-status`). */
  status: string;
  /** What the page says, in both languages, when no opener reads the signal. */
  messageCode: MessageCode;
  /** The shell: the only origin the signal is posted to. */
  appUrl: string;
  /** Where the page's link leads, under the shell (e.g. `/login`). */
  backPath: string;
  signal: unknown;
}): PopupLandingPage {
  const { language, appUrl } = input;
  const nonce = randomBytes(16).toString('base64');
  const paragraphs = (['ar', 'en'] as const)
    .map(
      (lang) =>
        `<p lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(translateMessage(input.messageCode, lang))}</p>`,
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
    <main data-status="${escapeHtml(input.status)}">
      ${paragraphs}
      <p><a href="${escapeHtml(`${appUrl}${input.backPath}`)}">${backLink}</a></p>
    </main>
    <script nonce="${nonce}">
      (function () {
        var signal = ${scriptJson(input.signal)};
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
