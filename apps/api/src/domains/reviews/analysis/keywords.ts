// The words a review is about, for the analytics' top keywords: stop words of both languages removed, words
// shorter than three letters, digits and emoji dropped, the most repeated first.
//
// English words are grouped singular and plural ("room", "rooms"), shown as first written.
// Arabic and the definite article: "القهوة" and "قهوة" are one keyword. Words are compared by their key
// (keywordKey: normalized spelling, article removed), and shown as written minus the article and the
// diacritics ("القهوة" → "قهوة", "بالمكان" → "مكان"), so the keyword reads like a word a person typed, with
// its ة and أ. Two reviews may still spell one word differently ("قهوه" / "قهوة"): whoever counts keywords
// across reviews groups them by keywordKey and shows the most frequent spelling.
import { normalizeArabic, stripArabicMarks } from './arabic-normalization';
import type { DetectedLanguage } from './language-detection';
import { ARABIC_STOP_WORD_SET, ENGLISH_STOP_WORD_SET } from './stop-words';
import { surfaceWithoutArticle, tokenize, withoutArticle } from './text-tokens';

const MIN_KEYWORD_LENGTH = 3;
const DEFAULT_LIMIT = 10;

/**
 * Keywords of an Arabic or English review (a review may mix both; each word is handled in its own script).
 * Text in another language gives none: its stop words are unknown, so pass Google's translation instead.
 */
export function extractKeywords(
  text: string | null | undefined,
  language: DetectedLanguage | null,
  limit: number = DEFAULT_LIMIT,
): string[] {
  if (!text || (language !== 'ar' && language !== 'en') || limit <= 0) return [];

  const found = new Map<string, { keyword: string; count: number; first: number }>();
  tokenize(text).forEach((token, position) => {
    let key: string;
    let keyword: string;
    if (token.script === 'arabic') {
      key = withoutArticle(token.normalized);
      if (ARABIC_STOP_WORD_SET.has(token.normalized) || ARABIC_STOP_WORD_SET.has(key)) return;
      keyword = stripArabicMarks(surfaceWithoutArticle(token.surface, token.normalized));
    } else if (token.script === 'latin') {
      keyword = token.normalized.replace(/'s$/, '').replace(/'/g, '');
      if (ENGLISH_STOP_WORD_SET.has(token.normalized) || ENGLISH_STOP_WORD_SET.has(keyword)) return;
      key = englishSingular(keyword);
    } else {
      return;
    }
    if (key.length < MIN_KEYWORD_LENGTH) return;
    const entry = found.get(key);
    if (entry) entry.count += 1;
    else found.set(key, { keyword, count: 1, first: position });
  });

  return [...found.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((entry) => entry.keyword);
}

/**
 * What makes two keywords the same across reviews: القهوة, قهوة and قهوه share one key; English is lower-cased
 * and singular (rooms, room).
 */
export function keywordKey(keyword: string): string {
  const word = keyword.trim().toLowerCase();
  return /^[a-z]/.test(word) ? englishSingular(word) : withoutArticle(normalizeArabic(word));
}

/** A light plural fold for grouping (rooms → room, dishes → dish, prices → price); not a full stemmer. */
function englishSingular(word: string): string {
  if (word.length < 5 || !word.endsWith('s') || /(ss|us|is|ous)$/.test(word)) return word;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
