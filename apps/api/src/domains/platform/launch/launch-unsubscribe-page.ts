// The pages of the launch e-mail's unsubscribe link: the question (with the button that POSTs the same token),
// the answer, and the refusal of a link that is not ours. In the language the address was left in.
import { translateMessage, type Language } from '@sumaa/contracts';
import { escapeHtml } from '../../../mail/layout/escape-html';
import { renderLinkPage, type LinkPage } from '../../../mail/layout/link-page';

export type LaunchUnsubscribeState =
  | { kind: 'question'; email: string; token: string }
  | { kind: 'done' | 'alreadyOff'; email: string }
  | { kind: 'invalid' };

const TEXTS = {
  ar: {
    question: 'إزالة بريدك من قائمة الإطلاق؟',
    explanation: (email: string) => `لن نرسل رسالة الإطلاق إلى ${email}.`,
    button: 'إزالة بريدي',
    done: 'أُزيل بريدك من القائمة',
    doneText: (email: string) => `لن تصل أي رسالة عن الإطلاق إلى ${email}.`,
    alreadyOff: (email: string) => `أُزيل ${email} من القائمة من قبل.`,
    invalid: 'هذا الرابط لا يعمل',
  },
  en: {
    question: 'Remove your address from the launch list?',
    explanation: (email: string) => `We will not send the launch e-mail to ${email}.`,
    button: 'Remove my address',
    done: 'Your address is off the list',
    doneText: (email: string) => `No launch e-mail will be sent to ${email}.`,
    alreadyOff: (email: string) => `${email} was already off the list.`,
    invalid: 'This link does not work',
  },
} as const;

export function renderLaunchUnsubscribePage(state: LaunchUnsubscribeState, language: Language): LinkPage {
  const text = TEXTS[language];
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  if (state.kind === 'invalid') {
    return renderLinkPage({
      language,
      state: state.kind,
      title: text.invalid,
      bodyHtml: paragraph(translateMessage('unsubscribeLinkInvalid', language)),
    });
  }
  if (state.kind === 'question') {
    // The same address, so the token travels in the query as in the e-mail's link (and one-click's POST).
    const action = `?token=${encodeURIComponent(state.token)}`;
    return renderLinkPage({
      language,
      state: state.kind,
      title: text.question,
      bodyHtml: `${paragraph(text.explanation(state.email))}
      <form method="post" action="${escapeHtml(action)}">
        <button type="submit">${escapeHtml(text.button)}</button>
      </form>`,
    });
  }
  return renderLinkPage({
    language,
    state: state.kind,
    title: text.done,
    bodyHtml: paragraph(state.kind === 'done' ? text.doneText(state.email) : text.alreadyOff(state.email)),
  });
}
