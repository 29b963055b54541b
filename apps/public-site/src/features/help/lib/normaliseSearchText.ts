// Folds text so that a search matches however the visitor types it. Arabic is written with optional
// diacritics and several interchangeable letter forms (أ/إ/آ/ا, ة/ه, ى/ي), so "اضافة عضو" must find "إضافة عضوٍ";
// and visitors write some names in Arabic letters ("جوجل") that the articles keep in Latin ones ("Google").

/** Tashkeel (fathatan … sukun, superscript alef, Quranic marks) and the tatweel used to stretch words. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const TA_MARBUTA = /\u0629/g; // ة
const ALEF_MAQSURA = /\u0649/g; // ى
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PUNCTUATION = /[\p{P}\p{S}]+/gu;

/**
 * Words Arabic visitors type for what the articles name otherwise, keyed by their folded form: Google written in
 * Arabic letters (the articles keep the Latin name), and the borrowed words for e-mail and password.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  جوجل: 'google',
  قوقل: 'google',
  غوغل: 'google',
  غوقل: 'google',
  كوكل: 'google',
  ايميل: 'بريد',
  باسورد: 'مرور',
  باسوورد: 'مرور',
};

/** Conjunction and prepositions written joined to the next word: "بجوجل" is "ب" + "جوجل". */
const JOINED_PREFIXES = ['\u0648', '\u0628', '\u0644', '\u0641']; // و ب ل ف

function synonymOf(word: string): string {
  const direct = SYNONYMS[word];
  if (direct) return direct;
  const prefixed = JOINED_PREFIXES.includes(word[0]) ? SYNONYMS[word.slice(1)] : undefined;
  return prefixed ?? word;
}

export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(TA_MARBUTA, '\u0647')
    .replace(ALEF_MAQSURA, '\u064A')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(PUNCTUATION, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map(synonymOf)
    .join(' ');
}

/** The query's words, folded; empty when the query holds nothing searchable. */
export function searchTerms(query: string): string[] {
  const folded = normaliseSearchText(query);
  return folded ? folded.split(' ') : [];
}
