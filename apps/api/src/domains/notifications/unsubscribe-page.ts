// The small pages of the e-mails' unsubscribe link: the question (with the button that POSTs), the answer, and
// the refusal of a link that is not ours, in the frame every e-mail link's page shares (mail/layout/link-page.ts).
import { translateMessage, type Language, type UnsubscribableSwitch } from '@sumaa/contracts';
import { escapeHtml } from '../../mail/layout/escape-html';
import { renderLinkPage, type LinkPage } from '../../mail/layout/link-page';

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

export type UnsubscribePage = LinkPage;

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
  const { title, body } = content(state, language, appUrl);
  return renderLinkPage({ language, title, bodyHtml: body, state: state.kind });
}
