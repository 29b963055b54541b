const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ZERO_WIDTH_NON_JOINER = '\u200C';

/**
 * Up to two initials of a name: "Sara Alharbi" → "SA", "محمد العتيبي" → "م‌ع".
 * The Arabic article "ال" is skipped (العتيبي → ع), and a zero-width non-joiner keeps Arabic initials
 * as separate letters instead of joining them into a word.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word, index) => {
    const stem = index > 0 && word.startsWith('ال') && word.length > 3 ? word.slice(2) : word;
    return Array.from(stem)[0] ?? '';
  });
  const joiner = letters.some((letter) => ARABIC_LETTER.test(letter)) ? ZERO_WIDTH_NON_JOINER : '';
  return letters.join(joiner).toLocaleUpperCase();
}
