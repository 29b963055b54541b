// Google's Business Profile API returns a review written in another language than the reader's as one string
// holding both texts: "(Translated by Google) <translation>\n\n(Original)\n<original>". Some comments come the
// other way round, the original first: "<original>\n\n(Translated by Google)\n<translation>". The reviewer's own
// words and Google's translation are stored apart, so each is shown and analysed for what it is.

const TRANSLATED_MARKER = /\(Translated by Google\)/i;
const ORIGINAL_MARKER = /\(Original\)/i;

export interface SplitComment {
  /** What the reviewer wrote; null when there is no text (a rating-only review) or only a translation. */
  original: string | null;
  /** Google's machine translation, when the comment carries one. */
  translated: string | null;
}

export function splitGoogleTranslation(comment?: string | null): SplitComment {
  const text = comment?.trim() ?? '';
  if (!text) return { original: null, translated: null };

  const translatedAt = TRANSLATED_MARKER.exec(text);
  if (!translatedAt) return { original: text, translated: null };
  const originalAt = ORIGINAL_MARKER.exec(text);

  const translatedStart = translatedAt.index + translatedAt[0].length;
  if (!originalAt) {
    // "<original> (Translated by Google) <translation>", or a translation alone.
    return {
      original: orNull(text.slice(0, translatedAt.index)),
      translated: orNull(text.slice(translatedStart)),
    };
  }
  const originalStart = originalAt.index + originalAt[0].length;
  const translatedEnd = originalAt.index > translatedAt.index ? originalAt.index : text.length;
  const originalEnd = translatedAt.index > originalAt.index ? translatedAt.index : text.length;
  return {
    original: orNull(text.slice(originalStart, originalEnd)),
    translated: orNull(text.slice(translatedStart, translatedEnd)),
  };
}

function orNull(part: string): string | null {
  const trimmed = part.trim();
  return trimmed ? trimmed : null;
}
