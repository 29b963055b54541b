// The frame of the small pages an e-mail's link opens (the unsubscribe links of the launch e-mail and of the alerts and
// reports): self-contained (no script, no outside asset, one style block under a per-response CSP nonce), in the
// e-mail's language, right to left in Arabic. `bodyHtml` is already escaped by the caller.
import { randomBytes } from 'node:crypto';
import type { Language } from '@sumaa/contracts';
import { escapeHtml } from './escape-html';

export interface LinkPage {
  html: string;
  contentSecurityPolicy: string;
}

export function renderLinkPage(input: {
  language: Language;
  title: string;
  bodyHtml: string;
  /** Marks the page's state for tests and scripts (`data-state`). */
  state: string;
}): LinkPage {
  const nonce = randomBytes(16).toString('base64');
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${input.language}" dir="${dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(input.title)} · سمعة · Sumaa</title>
    <style nonce="${nonce}">
      body { font-family: Tahoma, Arial, sans-serif; margin: 0; min-height: 100vh; display: grid;
        place-items: center; background: #f8fafc; color: #0f172a; }
      main { max-width: 30rem; margin: 1rem; padding: 2rem; background: #fff; border-radius: 12px;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08); }
      h1 { font-size: 1.3rem; margin: 0 0 1rem; }
      p { line-height: 1.7; margin: 0 0 1rem; }
      button { font: inherit; font-weight: 600; color: #fff; background: #0f766e; border: 0;
        border-radius: 8px; padding: 0.75rem 1.5rem; cursor: pointer; }
      button:focus-visible, a:focus-visible { outline: 3px solid #0f172a; outline-offset: 2px; }
      a { color: #0f766e; font-weight: 600; }
    </style>
  </head>
  <body>
    <main data-state="${escapeHtml(input.state)}">
      <h1>${escapeHtml(input.title)}</h1>
      ${input.bodyHtml}
    </main>
  </body>
</html>
`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
