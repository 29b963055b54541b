// Splitting review text into words for sentiment and keywords: Arabic words (with their marks), Latin words
// (with inner apostrophes: don't, it's), and emoji. Digits and punctuation are not words.
import { foldCompatibilityForms, isArabicMark, normalizeArabic } from './arabic-normalization';

export type TokenScript = 'arabic' | 'latin' | 'emoji';

export interface Token {
  /** As written (Arabic marks still in). */
  surface: string;
  /** For matching: Arabic normalized, Latin lower-cased, apostrophes unified. */
  normalized: string;
  script: TokenScript;
  /** Punctuation (. , ، ! ? ؛ : — or a line break) stands between this word and the one before. */
  clauseStart: boolean;
}

/** Marks that end a clause: a negation or "very" does not reach over them. */
const CLAUSE_BREAK = /[.,،!?؟؛;:…\n\u2013\u2014]/;

// The Arabic class lists diacritics (combining marks) on purpose: they belong to the word they sit on.
/* eslint-disable no-misleading-character-class */
const TOKEN =
  /([\u0621-\u063A\u0640-\u065F\u066E-\u06D3\u06FA-\u06FC\u0670]+)|([A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+(?:['’][A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+)*)|(\p{Extended_Pictographic})/gu;
/* eslint-enable no-misleading-character-class */

/** Ingest analyses one text with several functions in a row: the last text's tokens are kept for the next call. */
let lastText: string | undefined;
let lastTokens: readonly Token[] = [];

export function tokenize(text: string): readonly Token[] {
  if (text === lastText) return lastTokens;
  const tokens: Token[] = [];
  const folded = foldCompatibilityForms(text);
  let previousEnd = 0;
  for (const match of folded.matchAll(TOKEN)) {
    const [surface, arabic, latin] = match;
    const clauseStart = CLAUSE_BREAK.test(folded.slice(previousEnd, match.index));
    previousEnd = match.index + surface.length;
    if (arabic) {
      const normalized = normalizeArabic(arabic);
      if (normalized) tokens.push({ surface, normalized, script: 'arabic', clauseStart });
    } else if (latin) {
      tokens.push({
        surface,
        normalized: latin.toLowerCase().replace(/’/g, "'"),
        script: 'latin',
        clauseStart,
      });
    } else {
      tokens.push({ surface, normalized: surface, script: 'emoji', clauseStart });
    }
  }
  lastText = text;
  lastTokens = tokens;
  return tokens;
}

/**
 * Prefixes that carry the definite article, longest first: ال, ال after و ف ب ك (والقهوة، بالمكان، وبالقهوة),
 * and لل (للقهوة، وللقهوة).
 */
const ARTICLE_PREFIXES = ['وبال', 'فبال', 'وكال', 'ولل', 'فلل', 'وال', 'فال', 'بال', 'كال', 'لل', 'ال'];
/** What remains of a word after its article must still look like a word. */
const MIN_STEM_LENGTH = 3;

/** A normalized Arabic word without its definite article (القهوه → قهوه), or the word itself when it has none. */
export function withoutArticle(normalized: string): string {
  for (const prefix of ARTICLE_PREFIXES) {
    if (normalized.startsWith(prefix) && normalized.length - prefix.length >= MIN_STEM_LENGTH) {
      return normalized.slice(prefix.length);
    }
  }
  return normalized;
}

/** The same on a surface form (as written), with its alef and hamza spelling kept: القهوة → قهوة. */
export function surfaceWithoutArticle(surface: string, normalized = normalizeArabic(surface)): string {
  const stem = withoutArticle(normalized);
  if (stem === normalized) return surface;
  // Normalizing keeps one character per letter and drops only marks: skip that many letters, and their marks.
  let lettersToDrop = normalized.length - stem.length;
  let index = 0;
  while (index < surface.length && (lettersToDrop > 0 || isArabicMark(surface.charCodeAt(index)))) {
    if (!isArabicMark(surface.charCodeAt(index))) lettersToDrop -= 1;
    index += 1;
  }
  return surface.slice(index);
}
