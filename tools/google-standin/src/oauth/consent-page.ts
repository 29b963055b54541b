// The stand-in's account chooser and consent screen, and its error page, in Arabic (first, right to left) and
// English. It says plainly that it is the local stand-in, so nobody mistakes it for Google's own page.
import type { GoogleUser } from '../model';
import { SCOPE_DESCRIPTIONS } from './scopes';

export interface ConsentPageModel {
  requestId: string;
  clientId: string;
  scopes: string[];
  offline: boolean;
  users: GoogleUser[];
  /** The user `login_hint` named, selected at first. */
  preselectedSub?: string;
}

const STYLE = `
  body { font-family: system-ui, "Segoe UI", Tahoma, "IBM Plex Sans Arabic", sans-serif; margin: 0; background: #f1f3f4; color: #202124; }
  main { max-width: 560px; margin: 32px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 24px 32px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; font-weight: 500; }
  .en { display: block; direction: ltr; unicode-bidi: isolate; text-align: left; color: #5f6368; }
  .notice { background: #fef7e0; border: 1px solid #f9ab00; border-radius: 6px; padding: 8px 12px; margin: 16px 0; font-size: .9rem; }
  fieldset { border: 0; padding: 0; margin: 16px 0; }
  legend { font-weight: 600; margin-bottom: 8px; }
  label.account { display: flex; gap: 12px; align-items: flex-start; border: 1px solid #dadce0; border-radius: 6px; padding: 10px 12px; margin-bottom: 8px; cursor: pointer; }
  label.account:focus-within { outline: 2px solid #1a73e8; }
  .email { direction: ltr; unicode-bidi: isolate; color: #5f6368; font-size: .9rem; }
  .description { font-size: .85rem; color: #5f6368; }
  ul.scopes { padding-inline-start: 20px; }
  ul.scopes li { margin-bottom: 8px; }
  code { direction: ltr; unicode-bidi: isolate; font-size: .8rem; color: #5f6368; }
  li > code { display: block; text-align: left; }
  .actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 24px; }
  button { font: inherit; border-radius: 4px; padding: 8px 24px; cursor: pointer; }
  button.allow { background: #1a73e8; color: #fff; border: 1px solid #1a73e8; }
  button.deny { background: #fff; color: #1a73e8; border: 1px solid #dadce0; }
`;

export function consentPage(model: ConsentPageModel): string {
  const preselected = model.preselectedSub ?? model.users[0]?.sub;
  const accounts = model.users
    .map(
      (user) => `
      <label class="account">
        <input type="radio" name="account" value="${escapeHtml(user.sub)}" required${user.sub === preselected ? ' checked' : ''}>
        <span>
          <strong>${escapeHtml(user.name)}</strong><br>
          <span class="email">${escapeHtml(user.email)}</span><br>
          <span class="description">${escapeHtml(user.description.ar)}</span>
          <span class="description en" lang="en">${escapeHtml(user.description.en)}</span>
        </span>
      </label>`,
    )
    .join('');
  const scopes = model.scopes
    .map((scope) => {
      const text = SCOPE_DESCRIPTIONS[scope];
      return `<li>${escapeHtml(text.ar)}<span class="en" lang="en">${escapeHtml(text.en)}</span><code>${escapeHtml(scope)}</code></li>`;
    })
    .join('');
  const offline = model.offline
    ? `<li>الاحتفاظ بالوصول حتى عندما لا تستخدم التطبيق<span class="en" lang="en">Keep access while you are not using the app</span></li>`
    : '';

  return `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>تسجيل الدخول باستخدام Google - Sign in with Google</title>
  <style>${STYLE}</style>
</head>
<body>
<main>
  <h1>تسجيل الدخول باستخدام Google</h1>
  <p class="en" lang="en">Sign in with Google</p>
  <p class="notice">
    هذه صفحة المحاكي المحلي لخدمات Google، ولا تتصل بـ Google الحقيقي.
    <span class="en" lang="en">This is the local Google stand-in; it does not contact the real Google.</span>
  </p>
  <form method="post" action="/o/oauth2/v2/auth/consent">
    <input type="hidden" name="request" value="${escapeHtml(model.requestId)}">
    <fieldset>
      <legend>اختر حساباً <span class="en" lang="en">Choose an account</span></legend>
      ${accounts}
    </fieldset>
    <p>
      يطلب التطبيق <code>${escapeHtml(model.clientId)}</code> الإذن بما يلي:
      <span class="en" lang="en">The app <code>${escapeHtml(model.clientId)}</code> wants to:</span>
    </p>
    <ul class="scopes">${scopes}${offline}</ul>
    <div class="actions">
      <button class="deny" type="submit" name="decision" value="deny" formnovalidate>رفض <span lang="en">/ Deny</span></button>
      <button class="allow" type="submit" name="decision" value="allow">سماح <span lang="en">/ Allow</span></button>
    </div>
  </form>
</main>
</body>
</html>`;
}

export interface ErrorPageModel {
  /** Google's error code (`redirect_uri_mismatch`, `invalid_client`, …). */
  error: string;
  statusCode: number;
  ar: string;
  en: string;
}

/** Google's "Access blocked" page: shown instead of a redirect when the redirect URI itself cannot be trusted. */
export function errorPage(model: ErrorPageModel): string {
  return `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>تم حظر الوصول - Access blocked</title>
  <style>${STYLE}</style>
</head>
<body>
<main>
  <h1>تم حظر الوصول: طلب التطبيق غير صالح</h1>
  <p class="en" lang="en">Access blocked: this app’s request is invalid</p>
  <p>${escapeHtml(model.ar)}</p>
  <p class="en" lang="en">${escapeHtml(model.en)}</p>
  <p><code>Error ${model.statusCode}: ${escapeHtml(model.error)}</code></p>
  <p class="notice">
    هذه صفحة المحاكي المحلي لخدمات Google.
    <span class="en" lang="en">This is the local Google stand-in.</span>
  </p>
</main>
</body>
</html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
