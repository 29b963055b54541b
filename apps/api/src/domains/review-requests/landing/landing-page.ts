// The landing page of a review link (issue 23, "The landing page"): the business, the branch, and ONE button to
// Google's own review form for that place. No gating (Google's policy, and the invariant): nothing is
// asked before the button, there is no form, no script, and the page is the same for everyone who opens the
// code; the optional "tell us privately" link (an e-mail to the business) sits below the button, never instead.
// Drawn in the frame of the API's small pages (mail/layout/link-page.ts): a few KB, no JavaScript, no image.
import type { Language } from '@sumaa/contracts';
import { escapeHtml } from '../../../mail/layout/escape-html';
import { renderLinkPage, type LinkPage } from '../../../mail/layout/link-page';

/** Google's write-review page for a place. */
export function googleWriteReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

const TEXTS = {
  ar: {
    ask: 'شكراً لزيارتك! رأيك يهمنا ويساعد غيرك يختار. شاركنا تقييمك على Google.',
    button: 'اكتب تقييمك على Google',
    privately: 'أو أخبرنا بملاحظاتك مباشرة',
  },
  en: {
    ask: 'Thank you for your visit! Your opinion matters to us and helps others choose. Share your review on Google.',
    button: 'Write a review on Google',
    privately: 'Or tell us privately',
  },
} as const;

const NOT_FOUND = {
  title: 'الرابط غير موجود · Link not found',
  ar: 'هذا الرابط غير موجود أو لم يعد يعمل. تأكد من الرابط أو امسح الرمز من جديد.',
  en: 'This link does not exist or no longer works. Check the link or scan the code again.',
} as const;

/**
 * The button's look, added to the frame's one style block (so the page's CSP nonce covers it): a full-width,
 * thumb-sized link, and the quieter line below it.
 */
const LANDING_STYLE = `
      .branch { color: #475569; margin-top: -0.5rem; }
      a.review { display: block; text-align: center; text-decoration: none; color: #fff; background: #0f766e;
        border-radius: 8px; padding: 0.9rem 1.25rem; font-size: 1.05rem; margin: 1.5rem 0 1rem; }
      .privately { font-size: 0.9rem; text-align: center; margin: 0; }
      .privately a { font-weight: 400; color: #475569; }
    `;

function withLandingStyle(page: LinkPage): LinkPage {
  return { ...page, html: page.html.replace('</style>', `${LANDING_STYLE}</style>`) };
}

export interface LandingPageContent {
  businessName: string;
  locationName: string;
  placeId: string;
  /** The business's own address for a private word, if it has one. */
  businessEmail: string;
}

export function renderLandingPage(content: LandingPageContent, language: Language): LinkPage {
  const text = TEXTS[language];
  const privately = content.businessEmail
    ? `<p class="privately"><a href="mailto:${escapeHtml(encodeURI(content.businessEmail))}">${escapeHtml(text.privately)}</a></p>`
    : '';
  return withLandingStyle(
    renderLinkPage({
      language,
      title: content.businessName,
      bodyHtml: `<p class="branch">${escapeHtml(content.locationName)}</p>
      <p>${escapeHtml(text.ask)}</p>
      <a class="review" href="${escapeHtml(googleWriteReviewUrl(content.placeId))}" rel="noreferrer">${escapeHtml(text.button)}</a>
      ${privately}`,
      state: 'landing',
    }),
  );
}

/** An unknown code: one page in both languages, Arabic first (the visitor's language is not known). */
export function renderLandingNotFoundPage(): LinkPage {
  return renderLinkPage({
    language: 'ar',
    title: NOT_FOUND.title,
    bodyHtml: `<p>${escapeHtml(NOT_FOUND.ar)}</p>
      <p lang="en" dir="ltr">${escapeHtml(NOT_FOUND.en)}</p>`,
    state: 'notFound',
  });
}
