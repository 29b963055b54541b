// Personal data out of AI calls (issue 24, "Privacy of AI calls"; Saudi Arabia's PDPL restricts transfers
// abroad). Before any text leaves Sumaa for a model, the personal data in it is replaced by placeholders: phone
// numbers ([PHONE_1]…), e-mail addresses ([EMAIL_1]…), Saudi national ID and Iqama numbers ([ID_1]…) and the
// reviewer's name ([NAME]). One mask serves all the messages of one call, so a number written twice gets one
// placeholder, and the draft that comes back is restored with the same mask.
//
// What is put back into the draft, which is meant to be published on Google for anyone to read:
// - [NAME] becomes the reviewer's first name, the way the prompt asks the reply to address them;
// - a phone number, e-mail or ID the model echoes is never put back: a public reply must not repeat a customer's
//   contact details or identity number. Its placeholder becomes a neutral phrase in the draft's language
//   ("your number", "رقمك"), so the sentence still reads and nothing private is published.
//
// What counts as a phone number (digits Latin or Arabic-Indic, groups joined by one space, hyphen or dot):
// Saudi mobiles 05XXXXXXXX / 5XXXXXXXX / 9665XXXXXXXX / +9665… / 009665…, Saudi landlines 01X XXX XXXX and their
// +966 forms, and any number written with + or 00 and 8–15 digits. Unified business numbers (9200…, 800…) are a
// company's, not a person's, and stay. A national ID or Iqama number is 10 digits starting with 1 or 2, written
// as one run. Prices, dates, times, order numbers of other lengths are left as they are: a written-out number
// is only taken for a phone when its groups look like one (each of two digits or more, the last of three or
// more), so "05-12-2024 10:30" is a date, not a number.
//
// Known limits, each chosen for privacy over wording: a first name that is also a word (سعيد، أمل، كريم) is
// masked wherever the word is; a bare 9-digit number starting with 5 is taken for a mobile; a name written in
// another script than Google's (أحمد as "Ahmed") is not recognised.
import { isArabicMark } from '../analysis/arabic-normalization';
import { fillTemplate } from './fill-template';

export interface Reviewer {
  /** The name as Google gives it ("أحمد العتيبي"); null for an anonymous reviewer. */
  fullName: string | null;
  /** The first name the reply addresses; null when there is none. */
  firstName: string | null;
}

export interface PersonalDataMask {
  /** The text with every personal datum replaced by its placeholder. */
  mask(text: string): string;
  /** The draft with [NAME] put back and every other placeholder made a neutral phrase. */
  restore(draft: string): string;
  /** How many data of each kind were masked so far (for logs and tests; never the values). */
  counts(): { phones: number; emails: number; ids: number; names: number };
}

export const NAME_PLACEHOLDER = '[NAME]';

type Kind = 'PHONE' | 'EMAIL' | 'ID';

/** What stands in a published draft for a datum the model repeated. */
const NEUTRAL_PHRASES: Record<Kind, { ar: string; en: string }> = {
  PHONE: { ar: 'رقمك', en: 'your number' },
  EMAIL: { ar: 'بريدك', en: 'your e-mail' },
  ID: { ar: 'رقم هويتك', en: 'your ID number' },
};

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * A written-out number: an optional + or (, digit groups joined by one separator, the groups possibly in
 * parentheses. Not part of a longer word of Latin letters or digits (an order code "ORD1012345678" stays).
 */
const NUMBER_RUN = /(?<![\p{N}A-Za-z_])\+?\(?\d+\)?(?:[ \u00A0.-]\(?\d+\)?)*(?![\p{N}A-Za-z_])/gu;
const SEPARATED_GROUP = /\(?(\d+)\)?/g;

/** A Saudi mobile or landline with its 0 or its country code (a bare 9-digit 1… is too like an order number). */
const SAUDI_NUMBER = /^(?:966|0)(?:5\d{8}|1[1-7]\d{7})$/;
const SAUDI_MOBILE_WITHOUT_ZERO = /^5\d{8}$/;
const NATIONAL_ID = /^[12]\d{9}$/;

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits to 0-9, one UTF-16 unit each, so offsets hold. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * What kind of datum a number is, from its groups as written (`plus`: written with a leading +), or null when it
 * is none (a price, a date, an order number).
 */
export function classifyNumber(groups: string[], plus: boolean): 'PHONE' | 'ID' | null {
  const digits = groups.join('');
  if (groups.length === 1) {
    if (plus) return digits.length >= 8 && digits.length <= 15 ? 'PHONE' : null;
    if (NATIONAL_ID.test(digits)) return 'ID';
    if (digits.startsWith('00')) return internationalLength(digits.slice(2)) ? 'PHONE' : null;
    return SAUDI_NUMBER.test(digits) || SAUDI_MOBILE_WITHOUT_ZERO.test(digits) ? 'PHONE' : null;
  }
  // Written in groups: a phone number's shape (the country code may be one digit: "+1 415 555 2671").
  const [first, ...rest] = groups;
  const shaped = rest.every((group) => group.length >= 2) && rest[rest.length - 1].length >= 3;
  if (!shaped || (first.length < 2 && !plus)) return null;
  if (plus) return digits.length >= 8 && digits.length <= 15 ? 'PHONE' : null;
  if (digits.startsWith('00')) return internationalLength(digits.slice(2)) ? 'PHONE' : null;
  return SAUDI_NUMBER.test(digits) || SAUDI_MOBILE_WITHOUT_ZERO.test(digits) ? 'PHONE' : null;
}

const internationalLength = (digits: string) =>
  digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0');

interface Found {
  start: number;
  end: number;
  kind: Kind;
  /** What identifies the datum whichever way it was written: digits only, an e-mail in lower case. */
  key: string;
}

/** Every phone and ID in a run of number groups: the whole run, else its longest parts from the left. */
function numbersIn(run: string, offset: number): Found[] {
  const groups: Array<{ digits: string; start: number; end: number }> = [];
  for (const match of run.matchAll(SEPARATED_GROUP)) {
    groups.push({ digits: match[1], start: match.index, end: match.index + match[0].length });
  }
  const found: Found[] = [];
  let from = 0;
  while (from < groups.length) {
    let matched = false;
    for (let to = groups.length; to > from; to -= 1) {
      const part = groups.slice(from, to);
      const plus = from === 0 && run.startsWith('+');
      const kind = classifyNumber(
        part.map((group) => group.digits),
        plus,
      );
      if (!kind) continue;
      const start = from === 0 && plus ? 0 : part[0].start;
      found.push({
        start: offset + start,
        end: offset + part[part.length - 1].end,
        kind,
        key: normalisedNumber(part.map((group) => group.digits).join('')),
      });
      from = to;
      matched = true;
      break;
    }
    if (!matched) from += 1;
  }
  return found;
}

/** One Saudi number however it was written (0501234567, 966501234567, 00966501234567, 501234567). */
function normalisedNumber(digits: string): string {
  const international = digits.startsWith('00') ? digits.slice(2) : digits;
  if (/^9665\d{8}$|^9661[1-7]\d{7}$/.test(international)) return international.slice(3);
  if (/^0(?:5\d{8}|1[1-7]\d{7})$/.test(international)) return international.slice(1);
  return international;
}

const ARABIC_VARIANTS: Record<string, string> = {
  ا: '[اأإآٱ]',
  أ: '[اأإآٱ]',
  إ: '[اأإآٱ]',
  آ: '[اأإآٱ]',
  ة: '[ةه]',
  ه: '[ةه]',
  ى: '[ىيی]',
  ي: '[ىيی]',
  ك: '[كک]',
};
/** Diacritics and tatweel, which may sit between any two letters of a name as written. */
const ARABIC_MARK_CLASS = '[\\u0610-\\u061A\\u0640\\u064B-\\u065F\\u0670]';
const ARABIC_MARKS = `${ARABIC_MARK_CLASS}*`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stripArabicMarks = (text: string) =>
  [...text].filter((character) => !isArabicMark(character.codePointAt(0)!)).join('');

/**
 * A name as it may be written in a text: Arabic spelling variants (أحمد / احمد, ى / ي, ة / ه), diacritics or
 * tatweel between letters, any spacing between its words, any letter case; a whole word, possibly after the
 * Arabic letters that join the next word (و، ف، ب، ل، ك: "لأحمد", "وأحمد"), captured so they stay.
 */
function namePattern(name: string): RegExp {
  const words = stripArabicMarks(name).trim().split(/\s+/u).filter(Boolean);
  const word = (text: string) =>
    [...text]
      .map((letter) => ARABIC_VARIANTS[letter] ?? escapeRegExp(letter))
      .join(/[\u0600-\u06FF]/u.test(text) ? ARABIC_MARKS : '');
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:([وفبلك]{1,2})${ARABIC_MARKS})?${words.map(word).join('\\s+')}(?![\\p{L}\\p{N}])`,
    'giu',
  );
}

/** The reviewer's names to mask, longest first: the full name, then the first name alone. */
function reviewerNames(reviewer: Reviewer): string[] {
  const names = [reviewer.fullName, reviewer.firstName]
    .map((name) => name?.trim() ?? '')
    // A name of one letter would mask that letter everywhere.
    .filter((name) => [...stripArabicMarks(name)].length >= 2);
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

const isMostlyArabic = (text: string) => {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin;
};

export function createPersonalDataMask(reviewer: Reviewer): PersonalDataMask {
  const placeholders = new Map<string, string>();
  const counters: Record<Kind, number> = { PHONE: 0, EMAIL: 0, ID: 0 };
  let namesMasked = 0;
  const names = reviewerNames(reviewer).map(namePattern);

  const placeholderFor = (kind: Kind, key: string) => {
    const known = placeholders.get(`${kind}:${key}`);
    if (known) return known;
    counters[kind] += 1;
    const placeholder = `[${kind}_${counters[kind]}]`;
    placeholders.set(`${kind}:${key}`, placeholder);
    return placeholder;
  };

  const mask = (text: string): string => {
    const digits = latinDigits(text);
    const found: Found[] = [];
    for (const match of digits.matchAll(EMAIL)) {
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        kind: 'EMAIL',
        key: match[0].toLowerCase(),
      });
    }
    const outsideEmails = (at: number) => !found.some((item) => at >= item.start && at < item.end);
    for (const match of digits.matchAll(NUMBER_RUN)) {
      if (!outsideEmails(match.index)) continue;
      found.push(...numbersIn(match[0], match.index));
    }
    found.sort((a, b) => a.start - b.start);
    let masked = '';
    let at = 0;
    for (const item of found) {
      if (item.start < at) continue;
      masked += text.slice(at, item.start) + placeholderFor(item.kind, item.key);
      at = item.end;
    }
    masked += text.slice(at);
    for (const name of names) {
      masked = masked.replace(name, (_match, joining: string | undefined) => {
        namesMasked += 1;
        return `${joining ?? ''}${NAME_PLACEHOLDER}`;
      });
    }
    return masked;
  };

  const restore = (draft: string): string => {
    const language = isMostlyArabic(draft) ? 'ar' : 'en';
    const firstName = reviewer.firstName?.trim();
    // Without a name (the model wrote [NAME] for an anonymous reviewer) its place is closed up as a template's is.
    const withName = firstName
      ? draft.split(NAME_PLACEHOLDER).join(firstName)
      : fillTemplate(draft.split(NAME_PLACEHOLDER).join('{reviewerName}'), {
          reviewerFirstName: null,
          businessName: '{businessName}',
        });
    // Any phone, e-mail or ID placeholder, ours or one the model made up, becomes a neutral phrase.
    return withName.replace(
      /\[(PHONE|EMAIL|ID)_\d+\]/g,
      (_placeholder, kind: Kind) => NEUTRAL_PHRASES[kind][language],
    );
  };

  return {
    mask,
    restore,
    counts: () => ({
      phones: counters.PHONE,
      emails: counters.EMAIL,
      ids: counters.ID,
      names: namesMasked,
    }),
  };
}
