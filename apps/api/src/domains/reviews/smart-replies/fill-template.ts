// A template filled in for one review: {businessName} becomes the business's name, {reviewerName} the
// reviewer's first name. Without a name (an anonymous reviewer, a name Google did not give) the place of the
// name is closed up so the sentence still reads as written for everyone: "Hi {reviewerName}, thanks" →
// "Hi, thanks"; "Thank you, {reviewerName}, for" → "Thank you for"; "{reviewerName}, thank you" → "Thank
// you"; "نأسف يا {reviewerName} لما" → "نأسف لما". Templates the business writes get the same treatment.

const REVIEWER_NAME = '{reviewerName}';
const BUSINESS_NAME = '{businessName}';

/**
 * The name's place: the placeholder with a word that only makes sense before a name ("Dear", "يا"), the
 * commas that set it off (Latin or Arabic) and the spaces around them.
 */
const NAME_PLACE =
  /[ \t]*([,،]?)[ \t]*(?:(?<!\p{L})(?:dear|يا|عزيزي|عزيزتي)[ \t]+)?\{reviewerName\}[ \t]*([,،]?)[ \t]*/giu;
/** Where a removed name left a sentence to begin: its first letter is capitalised. */
const SENTENCE_START = '\u0001';
const LETTER_AFTER_SENTENCE_START = new RegExp(`${SENTENCE_START}(.?)`, 'gu');

export interface TemplateValues {
  /** The reviewer's first name; null for an anonymous reviewer or one without a name. */
  reviewerFirstName: string | null;
  businessName: string;
}

export function fillTemplate(template: string, values: TemplateValues): string {
  const withName = values.reviewerFirstName
    ? replaceAll(template, REVIEWER_NAME, values.reviewerFirstName)
    : withoutReviewerName(template);
  return replaceAll(withName, BUSINESS_NAME, values.businessName).trim();
}

/** The first word of the reviewer's name as Google gives it ("أحمد العتيبي" → "أحمد"); null when there is none. */
export function reviewerFirstName(authorName: string | null, isAnonymous: boolean): string | null {
  if (isAnonymous) return null;
  const first = authorName?.trim().split(/\s+/u)[0];
  return first ? first : null;
}

function withoutReviewerName(template: string): string {
  const closedUp = template.replace(
    NAME_PLACE,
    (match: string, commaBefore: string, commaAfter: string, offset: number, whole: string) => {
      const before = whole[offset - 1];
      const after = whole[offset + match.length];
      const atLineStart = before === undefined || before === '\n';
      const atLineEnd = after === undefined || after === '\n';
      // "{reviewerName}, thank you" → "Thank you".
      if (atLineStart) return atLineEnd ? '' : SENTENCE_START;
      // "Thank you, {reviewerName}, for" → "Thank you for".
      if (commaBefore && commaAfter) return ' ';
      // "Hi {reviewerName}, thanks" → "Hi, thanks".
      if (commaAfter) return atLineEnd ? commaAfter : `${commaAfter} `;
      // "Thank you, {reviewerName}!" → "Thank you!"; "Thank you {reviewerName} for" → "Thank you for".
      return atLineEnd || /[.!?؟…;:؛]/u.test(after) ? '' : ' ';
    },
  );
  return closedUp.replace(LETTER_AFTER_SENTENCE_START, (_start, letter: string) =>
    letter.toLocaleUpperCase('en'),
  );
}

/** Literal replacement: a name holding `$&` or `$1` is put in as written. */
function replaceAll(text: string, placeholder: string, value: string): string {
  return text.split(placeholder).join(value);
}
