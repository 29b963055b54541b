// The small pages of the e-mails' unsubscribe link: the question (with the button that POSTs), the answer, and
// the refusal of a link that is not ours. Self-contained (no script, no outside asset, its one style block under
// a per-response CSP nonce), in the e-mail's language, right to left in Arabic.
import { translateMessage, type Language, type UnsubscribableSwitch } from '@sumaa/contracts';
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../mail/layout/escape-html';

/** What the link turns off, as a plural phrase ("… are off"). */
const SWITCH_NAME: Record<UnsubscribableSwitch, Record<Language, string>> = {
  newReviews: { ar: 'تنبيهات التقييمات الجديدة', en: 'new-review alerts' },
  negativeReviews: { ar: 'تنبيهات التقييمات السلبية', en: 'negative-review alerts' },
  weeklyReports: { ar: 'رسائل التقرير الأسبوعي', en: 'weekly report e-mails' },
  monthlyReports: { ar: 'رسائل التقرير الشهري', en: 'monthly report e-mails' },
};

const TEXTS = {
  ar: {
    question: (name: string, business: string) => `إيقاف ${name} لـ ${business}؟`,
    explanation: (name: string, business: string) =>
      `سيتوقف إرسال ${name} لكل أعضاء ${business}. يمكنك تفعيلها من جديد في أي وقت من إعدادات سمعة، في قسم الإشعارات.`,
    button: (name: string) => `إيقاف ${name}`,
    doneTitle: (name: string) => `أُوقفت ${name}`,
    done: (name: string, business: string) =>
      `لن تُرسل ${name} بعد الآن لـ ${business}. يمكنك تفعيلها من جديد في أي وقت من إعدادات سمعة، في قسم الإشعارات.`,
    alreadyOff: (name: string, business: string) => `${name} متوقفة أصلاً لـ ${business}.`,
    settings: 'فتح الإعدادات',
    invalidTitle: 'هذا الرابط لا يعمل',
  },
  en: {
    question: (name: string, business: string) => `Stop ${name} for ${business}?`,
    explanation: (name: string, business: string) =>
      `This turns off ${name} for everyone at ${business}. You can turn them on again at any time in Sumaa’s settings, under Notifications.`,
    button: (name: string) => `Turn off ${name}`,
    doneTitle: (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)} are off`,
    done: (name: string, business: string) =>
      `No more ${name} will be sent for ${business}. You can turn them on again at any time in Sumaa’s settings, under Notifications.`,
    alreadyOff: (name: string, business: string) =>
      `${name.charAt(0).toUpperCase()}${name.slice(1)} were already off for ${business}.`,
    settings: 'Open the settings',
    invalidTitle: 'This link does not work',
  },
} as const;

/** The business app's settings (apps/business, under the shell's /customer). */
const SETTINGS_PATH = '/customer/settings';

export type UnsubscribePageState =
  | { kind: 'question'; notificationSwitch: UnsubscribableSwitch; businessName: string; token: string }
  | { kind: 'done' | 'alreadyOff'; notificationSwitch: UnsubscribableSwitch; businessName: string }
  | { kind: 'invalid' };

export interface UnsubscribePage {
  html: string;
  contentSecurityPolicy: string;
}

function content(state: UnsubscribePageState, language: Language, appUrl: string) {
  const text = TEXTS[language];
  const settingsLink = `<p><a href="${escapeHtml(`${appUrl}${SETTINGS_PATH}`)}">${escapeHtml(text.settings)}</a></p>`;
  if (state.kind === 'invalid') {
    return {
      title: text.invalidTitle,
      body: `<p>${escapeHtml(translateMessage('unsubscribeLinkInvalid', language))}</p>\n${settingsLink}`,
    };
  }
  const name = SWITCH_NAME[state.notificationSwitch][language];
  const business = state.businessName;
  if (state.kind === 'question') {
    // The same address, so the token travels in the query as in the e-mail's link (and one-click's POST).
    const action = `?token=${encodeURIComponent(state.token)}`;
    return {
      title: text.question(name, business),
      body: `<p>${escapeHtml(text.explanation(name, business))}</p>
      <form method="post" action="${escapeHtml(action)}">
        <button type="submit">${escapeHtml(text.button(name))}</button>
      </form>`,
    };
  }
  return {
    title: text.doneTitle(name),
    body: `<p>${escapeHtml(state.kind === 'done' ? text.done(name, business) : text.alreadyOff(name, business))}</p>\n${settingsLink}`,
  };
}

export function renderUnsubscribePage(
  state: UnsubscribePageState,
  language: Language,
  appUrl: string,
): UnsubscribePage {
  const nonce = randomBytes(16).toString('base64');
  const { title, body } = content(state, language, appUrl);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)} · سمعة · Sumaa</title>
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
    <main data-state="${state.kind}">
      <h1>${escapeHtml(title)}</h1>
      ${body}
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
