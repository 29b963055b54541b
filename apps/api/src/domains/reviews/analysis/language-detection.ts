// The language of a review, from its letters rather than a statistical model: reviews are short ("ممتاز 👌",
// "Good") and often mix scripts ("اللاتيه ممتاز"), where script counts are more reliable than n-grams.
//   - Arabic script → 'ar', unless letters only Urdu or Persian use make up a real share of it ('other').
//   - Latin script → 'en', unless French/German/Spanish/Italian/Portuguese/Turkish letters or function words
//     outweigh English ones ('other').
//   - Any other script (Cyrillic, Devanagari, CJK …) → 'other'.
//   - The script with the most letters wins; a tie goes to Arabic. No letters at all (emoji, digits) → null.

export type DetectedLanguage = 'ar' | 'en' | 'other';

/** Letters of Urdu and Persian that Arabic does not use (ٹ ڈ ڑ ں ے ۓ ھ ہ پ چ ژ گ); Gulf writers use چ and گ now and then. */
const NON_ARABIC_LETTERS = new Set([
  0x0679, 0x0688, 0x0691, 0x06ba, 0x06d2, 0x06d3, 0x06be, 0x067e, 0x0686, 0x0698, 0x06af, 0x06c1,
]);

const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'is',
  'was',
  'were',
  'are',
  'it',
  'this',
  'that',
  'very',
  'with',
  'for',
  'of',
  'to',
  'in',
  'my',
  'we',
  'i',
  'you',
  'they',
  'not',
  'but',
  'good',
  'great',
  'nice',
  'place',
  'staff',
  'food',
  'service',
  'room',
  'coffee',
  'best',
  'will',
  'would',
  'have',
  'had',
  'be',
  'so',
  'really',
  'at',
  'on',
  'our',
  'there',
  'all',
]);
const OTHER_LATIN_WORDS = new Set([
  // French
  'le',
  'la',
  'les',
  'et',
  'est',
  'très',
  'tres',
  'mais',
  'pour',
  'avec',
  'une',
  'des',
  'du',
  'je',
  'nous',
  'pas',
  'bien',
  'sont',
  'était',
  'chambre',
  // German
  'der',
  'die',
  'das',
  'und',
  'ist',
  'sehr',
  'nicht',
  'mit',
  'ein',
  'eine',
  'ich',
  'wir',
  'war',
  'gut',
  'auch',
  // Spanish, Italian, Portuguese
  'el',
  'los',
  'las',
  'y',
  'es',
  'muy',
  'pero',
  'con',
  'una',
  'por',
  'que',
  'il',
  'di',
  'molto',
  'della',
  'non',
  'em',
  'um',
  'uma',
  'muito',
  'não',
  'com',
  // Turkish
  've',
  'bir',
  'çok',
  'güzel',
  'için',
  'ama',
]);
/** Letters English does not use: their presence points to another Latin-script language. */
const NON_ENGLISH_LATIN = /[à-öø-ÿÀ-ÖØ-ßœşğıİ]/g;

const LETTER = /\p{L}/u;

export function detectLanguage(text: string | null | undefined): DetectedLanguage | null {
  if (!text) return null;
  let arabic = 0;
  let nonArabicInArabicScript = 0;
  let latin = 0;
  let otherScripts = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (isArabicLetter(code)) {
      arabic += 1;
      if (NON_ARABIC_LETTERS.has(code)) nonArabicInArabicScript += 1;
    } else if (
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a) ||
      (code >= 0xc0 && code <= 0x24f)
    ) {
      if (code !== 0xd7 && code !== 0xf7) latin += 1;
    } else if (code > 0x7f && LETTER.test(char)) {
      otherScripts += 1;
    }
  }
  if (arabic === 0 && latin === 0 && otherScripts === 0) return null;
  if (otherScripts > arabic && otherScripts > latin) return 'other';
  if (arabic >= latin) {
    return nonArabicInArabicScript >= 2 && nonArabicInArabicScript / arabic >= 0.08 ? 'other' : 'ar';
  }
  return latinLanguage(text);
}

function isArabicLetter(code: number): boolean {
  return (
    (code >= 0x0621 && code <= 0x064a && code !== 0x0640) ||
    (code >= 0x066e && code <= 0x06d3) ||
    (code >= 0x06fa && code <= 0x06fc) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfefc)
  );
}

function latinLanguage(text: string): DetectedLanguage {
  const words = text.toLowerCase().match(/[a-zà-öø-ÿœşğı']+/g) ?? [];
  let english = 0;
  let other = 0;
  for (const word of words) {
    if (ENGLISH_WORDS.has(word)) english += 1;
    if (OTHER_LATIN_WORDS.has(word)) other += 1;
  }
  other += Math.min(3, (text.match(NON_ENGLISH_LATIN) ?? []).length);
  // Without evidence either way ("Excellent", "Top"), Latin script in a Gulf review is English.
  return other > english ? 'other' : 'en';
}
