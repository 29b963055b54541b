// What the review e-mails (an assignment, new negative reviews) say about a review, in both languages, and
// the link that opens it in the business's inbox.
import type { Language } from '@sumaa/contracts';

/** The business app's inbox (apps/business, under the shell's /customer). */
export const REVIEW_INBOX_PATH = '/customer/reviews';
const EXCERPT_MAX_CHARACTERS = 280;

/** The review opened in the inbox (its details dialog). */
export function reviewInboxLink(publicAppUrl: string, reviewId: string): string {
  return `${publicAppUrl}${REVIEW_INBOX_PATH}?review=${encodeURIComponent(reviewId)}`;
}

/** The inbox, optionally with filters (the address parameters apps/business's reviewFilters.ts reads). */
export function reviewsInboxLink(publicAppUrl: string, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams(filters).toString();
  return `${publicAppUrl}${REVIEW_INBOX_PATH}${query ? `?${query}` : ''}`;
}

/** The inbox filtered to negative reviews, for an e-mail about several. */
export function negativeReviewsInboxLink(publicAppUrl: string): string {
  return `${publicAppUrl}${REVIEW_INBOX_PATH}?sentiment=Negative`;
}

export interface ReviewInEmail {
  reviewId: string;
  stars: number;
  /** null for an anonymous reviewer. */
  authorName: string | null;
  locationName: string;
  /** The reviewer's words (else Google's translation); null for a rating without text. */
  text: string | null;
}

const ANONYMOUS: Record<Language, string> = { ar: 'عميل مجهول', en: 'An anonymous reviewer' };

function starsLabel(language: Language, stars: number): string {
  return language === 'ar' ? `${stars} من 5 نجوم` : `${stars} of 5 stars`;
}

/** One line: who, how many stars, which branch. */
export function reviewHeadline(language: Language, review: ReviewInEmail): string {
  const author = review.authorName?.trim() || ANONYMOUS[language];
  const stars = starsLabel(language, review.stars);
  return language === 'ar'
    ? `${author}، ${stars}، ${review.locationName}`
    : `${author}, ${stars}, ${review.locationName}`;
}

/** The review's words, cut short, in quotes; a rating without text says so. */
export function reviewExcerpt(language: Language, review: ReviewInEmail): string {
  const text = review.text?.trim().replace(/\s+/g, ' ');
  if (!text) return language === 'ar' ? '(تقييم بالنجوم دون نص)' : '(a rating without text)';
  const cut =
    text.length > EXCERPT_MAX_CHARACTERS ? `${text.slice(0, EXCERPT_MAX_CHARACTERS).trimEnd()}…` : text;
  return language === 'ar' ? `«${cut}»` : `“${cut}”`;
}

export function teamSignature(language: Language): string {
  return language === 'ar' ? 'فريق سمعة' : 'The Sumaa team';
}

/** Why the e-mail came, and where it stops: the business's notification settings. */
export function settingsReminder(language: Language, businessName: string): string {
  return language === 'ar'
    ? `تصلك هذه الرسالة لأن إشعارات البريد الإلكتروني مفعّلة في إعدادات ${businessName}.`
    : `You receive this e-mail because e-mail notifications are on in ${businessName}’s settings.`;
}
