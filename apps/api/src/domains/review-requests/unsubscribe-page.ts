// The pages of a review-request e-mail's unsubscribe link: the question (a button that POSTs), the answer, and
// the refusal of a link that is not ours, in the frame every e-mail link's page shares (mail/layout/link-page.ts).
import { translateMessage, type Language } from '@sumaa/contracts';
import { escapeHtml } from '../../mail/layout/escape-html';
import { renderLinkPage, type LinkPage } from '../../mail/layout/link-page';

const TEXTS = {
  ar: {
    question: (business: string) => `إيقاف رسائل طلب التقييم من ${business}؟`,
    explanation: (business: string) => `لن تصلك بعد الآن رسائل من ${business} تطلب تقييمك، بأي وسيلة.`,
    button: 'إيقاف الرسائل',
    doneTitle: 'تم الإيقاف',
    done: (business: string) => `لن تصلك رسائل طلب التقييم من ${business} بعد الآن.`,
    invalidTitle: 'هذا الرابط لا يعمل',
  },
  en: {
    question: (business: string) => `Stop review requests from ${business}?`,
    explanation: (business: string) => `${business} will not ask you for a review again, by any channel.`,
    button: 'Stop these messages',
    doneTitle: 'You are unsubscribed',
    done: (business: string) => `${business} will not send you review requests any more.`,
    invalidTitle: 'This link does not work',
  },
} as const;

export type ContactUnsubscribePageState =
  | { kind: 'question'; businessName: string; token: string }
  | { kind: 'done'; businessName: string }
  | { kind: 'invalid' };

export function renderContactUnsubscribePage(
  state: ContactUnsubscribePageState,
  language: Language,
): LinkPage {
  const text = TEXTS[language];
  if (state.kind === 'invalid') {
    return renderLinkPage({
      language,
      title: text.invalidTitle,
      bodyHtml: `<p>${escapeHtml(translateMessage('reviewRequestUnsubscribeInvalid', language))}</p>`,
      state: state.kind,
    });
  }
  if (state.kind === 'question') {
    const action = `?token=${encodeURIComponent(state.token)}`;
    return renderLinkPage({
      language,
      title: text.question(state.businessName),
      bodyHtml: `<p>${escapeHtml(text.explanation(state.businessName))}</p>
      <form method="post" action="${escapeHtml(action)}">
        <button type="submit">${escapeHtml(text.button)}</button>
      </form>`,
      state: state.kind,
    });
  }
  return renderLinkPage({
    language,
    title: text.doneTitle,
    bodyHtml: `<p>${escapeHtml(text.done(state.businessName))}</p>`,
    state: state.kind,
  });
}
