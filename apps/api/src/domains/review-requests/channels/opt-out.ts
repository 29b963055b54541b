// Whether a customer's reply asks to hear no more (issue 23: an inbound "STOP" or "إيقاف" opts the contact out).
// The whole reply must be the request — "stop", "STOP.", " إيقاف ", "الغاء الاشتراك" — so a sentence that merely
// contains the word ("don't stop sending offers") does not opt anyone out. Arabic is compared after the usual
// normalisation: diacritics and tatweel dropped, أ إ آ ٱ read as ا, presentation forms folded (NFKC).

const OPT_OUT_WORDS = new Set([
  // English, and the carriers' usual keywords.
  'stop',
  'stop all',
  'stopall',
  'unsubscribe',
  'opt out',
  'optout',
  'cancel',
  'end',
  'quit',
  // Arabic, as normalised below (إيقاف → ايقاف, إلغاء → الغاء).
  'ايقاف',
  'توقف',
  'وقف',
  'الغاء',
  'الغاء الاشتراك',
  'ايقاف الاشتراك',
  'ايقاف الرسائل',
]);

/** Arabic harakat, the superscript alef and tatweel. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** Punctuation and symbols around or between the words (Latin and Arabic: ، ؛ ؟ included), and emoji. */
const PUNCTUATION = /[\p{P}\p{S}\u060c\u061b\u061f]+/gu;

export function normaliseReply(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .toLowerCase()
    .replace(PUNCTUATION, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isOptOutText(text: string): boolean {
  return OPT_OUT_WORDS.has(normaliseReply(text));
}
