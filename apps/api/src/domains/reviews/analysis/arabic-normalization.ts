// Arabic spelling varies more than its meaning: the same word arrives with or without hamza, diacritics,
// tatweel, ة or ه at the end, ى or ي. Matching (lexicons, stop words, keyword grouping) compares normalized forms.
// One pass over the characters with a lookup table: ingest runs this on every review.

/** Replacements for U+0600…U+06FF; characters not listed stay as they are. */
const ARABIC_BLOCK_TABLE: Array<string | undefined> = (() => {
  const table: Array<string | undefined> = new Array(0x100);
  const set = (code: number, value: string) => (table[code - 0x0600] = value);
  for (const code of [0x0622, 0x0623, 0x0625, 0x0671]) set(code, 'ا'); // آ أ إ ٱ
  set(0x0629, 'ه'); // ة
  set(0x0649, 'ي'); // ى
  set(0x06cc, 'ي'); // ی (Persian keyboards)
  set(0x06a9, 'ك'); // ک
  for (let code = 0x0660; code <= 0x0669; code += 1) set(code, String(code - 0x0660)); // ٠-٩
  for (let code = 0x06f0; code <= 0x06f9; code += 1) set(code, String(code - 0x06f0)); // ۰-۹
  for (const code of markCodes()) set(code, '');
  return table;
})();

/** Tashkeel and Quranic marks, superscript alef, and the tatweel (ـ) used to stretch words. */
function markCodes(): number[] {
  const codes = [0x0640, 0x0670];
  for (let code = 0x0610; code <= 0x061a; code += 1) codes.push(code);
  for (let code = 0x064b; code <= 0x065f; code += 1) codes.push(code);
  for (let code = 0x06d6; code <= 0x06ed; code += 1) codes.push(code);
  return codes;
}
/** A diacritic, Quranic mark or tatweel: written over or between letters, never a letter itself. */
export function isArabicMark(code: number): boolean {
  return (
    (code >= 0x0610 && code <= 0x061a) ||
    code === 0x0640 ||
    (code >= 0x064b && code <= 0x065f) ||
    code === 0x0670 ||
    (code >= 0x06d6 && code <= 0x06ed)
  );
}

/** Presentation forms (ﻻ, ﺍ …) and other compatibility characters become their ordinary letters. */
export function foldCompatibilityForms(text: string): string {
  // Most texts have none: skip the costly normalize() unless a character is in those blocks.
  return /[\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text) ? text.normalize('NFKC') : text;
}

/**
 * Folds the spelling variants of Arabic text: alef forms (أ إ آ ٱ) to ا, ة to ه, ى to ي, diacritics and tatweel
 * removed, Arabic-Indic digits (٠-٩, ۰-۹) to 0-9. Latin text passes through unchanged.
 */
export function normalizeArabic(text: string): string {
  const folded = foldCompatibilityForms(text);
  let result = '';
  let copiedUpTo = 0;
  for (let index = 0; index < folded.length; index += 1) {
    const code = folded.charCodeAt(index);
    if (code < 0x0600 || code > 0x06ff) continue;
    const replacement = ARABIC_BLOCK_TABLE[code - 0x0600];
    if (replacement === undefined) continue;
    result += folded.slice(copiedUpTo, index) + replacement;
    copiedUpTo = index + 1;
  }
  return copiedUpTo === 0 ? folded : result + folded.slice(copiedUpTo);
}

/** The light clean-up shown to people: diacritics and tatweel go, the spelling (أ, ة, ى) stays as written. */
export function stripArabicMarks(text: string): string {
  const folded = foldCompatibilityForms(text);
  let result = '';
  let copiedUpTo = 0;
  for (let index = 0; index < folded.length; index += 1) {
    if (!isArabicMark(folded.charCodeAt(index))) continue;
    result += folded.slice(copiedUpTo, index);
    copiedUpTo = index + 1;
  }
  return copiedUpTo === 0 ? folded : result + folded.slice(copiedUpTo);
}
