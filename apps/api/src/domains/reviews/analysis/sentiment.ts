// Sentiment of a review from its text (Arabic or English) together with its stars (decision #22): the stars
// decide unless the words plainly contradict them, then the words decide.
//
// Reading the words (sentiment-lexicon.ts) gives two weights, praise and complaint:
//   - a negator (ما، مو، مب، لا، ليس، غير، بلا، not, never, didn't …) turns the first feeling word among the next
//     three of its clause around: a negated verdict is a plain complaint (-1.5: "لا أنصح", "ما عجبني", "not
//     recommended"), a negated adjective a mild one (-1: "مو زين", "not great"), a negated complaint a mild
//     praise (+1: "مو سيء", "not bad"). Not negations: "ما أحلى …" (praise), "نوعاً ما" (somewhat), "غير أن"
//     (however); "ما في أحسن منهم" / "never had better" is the superlative (+2);
//   - an intensifier (جداً، مرة، وايد، very …) next to a feeling word multiplies it by 1.5, a softener (شوي،
//     قليلاً، بعض الشيء، a bit, slightly …) by 0.5; أبداً، إطلاقاً and "at all" strengthen their clause's negation;
//   - words before the last "but" (بس، لكن، إلا أن، بل، بالعكس، but, however) count half: what follows is the point;
//   - faint words (under 1: عادي، مقبول، decent, average) add up to at most 0.5 a side: lukewarm stays lukewarm;
//   - emoji count ±1. Punctuation ends a clause: a negation or "very" does not reach over a comma.
// The rule:
//   - the words plainly contradict the stars when the opposite side weighs at least 1.5 (one strong word, a
//     negated verdict, or two ordinary words) and the stars' own side at most a third of it. Then the words
//     decide: 1★ "الأكل لذيذ والخدمة ممتازة" is Positive, 5★ "worst service ever" Negative;
//   - otherwise the stars decide: 4–5★ Positive, 1–2★ Negative, whatever mixed or weak words say;
//   - a 3★ review, or one without stars, goes by its words: praise − complaint ≥ 1 Positive, ≤ −1 Negative,
//     otherwise Neutral;
//   - a reviewer who says the stars are a mistake ("ضغطت نجمة بالغلط", "wrong star", "قصدي خمس نجوم", "meant
//     5 stars") is taken at their word: the words decide as for 3★, with the rating they meant counted like
//     stars (5 → +2 … 1 → −2); words that say nothing then give Neutral.
// Measured on a labelled set of 300 reviews: `npm run bench:sentiment` (tools/sentiment/README.md).
import { normalizeArabic } from './arabic-normalization';
import { SENTIMENT_LEXICON } from './sentiment-lexicon';
import { tokenize, withoutArticle, type Token } from './text-tokens';

export type Sentiment = 'Positive' | 'Negative' | 'Neutral';

/** What the words of a review say. */
export interface TextReading {
  /** Summed weight of the praise (≥ 0). */
  praise: number;
  /** Summed weight of the complaints (≥ 0). */
  complaint: number;
  /** The reviewer says the stars are wrong ("pressed one star by mistake"). */
  correctsStars: boolean;
}

/** The least weight of words against the stars that overrules them. */
const PLAIN_CONTRADICTION = 1.5;
/** …when the words on the stars' side weigh at most this share of it (more is a mixed review). */
const MIXED_SHARE = 1 / 3;
/** Praise − complaint that makes a review without the stars' say Positive (or, negated, Negative). */
const WORDS_DECIDE = 1;

const NEGATION_REACH = 3;
const MODIFIER_REACH = 2;
const NEGATED_PRAISE_LIMIT = 1;
const NEGATED_VERDICT_LIMIT = 1.5;
const NEGATED_COMPLAINT_LIMIT = 1;
const BEFORE_CONTRAST = 0.5;
const FAINT_LIMIT = 0.5;
const NONE_BETTER = 2;

const NO_WORDS: TextReading = { praise: 0, complaint: 0, correctsStars: false };

export function analyzeSentiment({
  text,
  stars,
}: {
  text?: string | null;
  stars?: number | null;
}): Sentiment {
  const reading = text ? readText(text) : NO_WORDS;
  const rated = stars && stars >= 1 && stars <= 5 ? Math.round(stars) : undefined;
  if (rated === undefined || rated === 3 || reading.correctsStars) return byWords(reading);

  const starsPraise = rated > 3;
  const against = starsPraise ? reading.complaint : reading.praise;
  const along = starsPraise ? reading.praise : reading.complaint;
  const plainlyContradicted = against >= PLAIN_CONTRADICTION && along <= against * MIXED_SHARE;
  return starsPraise !== plainlyContradicted ? 'Positive' : 'Negative';
}

function byWords({ praise, complaint }: TextReading): Sentiment {
  const net = praise - complaint;
  if (net >= WORDS_DECIDE) return 'Positive';
  if (net <= -WORDS_DECIDE) return 'Negative';
  return 'Neutral';
}

/** Praise minus complaint: the text's lean (for tests and tools). */
export function scoreText(text: string): number {
  const { praise, complaint } = readText(text);
  return praise - complaint;
}

/** The praise and complaint in a text, and whether it says its stars were given by mistake. */
export function readText(text: string): TextReading {
  const tokens = tokenize(text);
  const correction = findCorrection(tokens);
  const lastContrast = lastContrastIndex(tokens);

  let praise = 0;
  let complaint = 0;
  // Faint words (weight under 1: عادي، مقبول، decent, average) add up to at most FAINT_LIMIT a side: many
  // lukewarm words are still lukewarm ("Average food, nothing special" is Neutral).
  let faintPraise = 0;
  let faintComplaint = 0;
  const add = (weight: number, faint = false) => {
    if (faint) {
      if (weight > 0) faintPraise += weight;
      else faintComplaint -= weight;
    } else if (weight > 0) praise += weight;
    else complaint -= weight;
  };
  let negationLeft = 0;
  let existential = false;
  let pending: { factor: number; left: number } | undefined;
  let previous: { index: number; contribution: number; faint: boolean } | undefined;
  // The last negated feeling of the clause, for "ما عجبني الأكل أبداً", "not helpful at all".
  let lastNegated: { contribution: number; faint: boolean } | undefined;

  for (let index = 0; index < tokens.length; index += 1) {
    if (tokens[index].clauseStart) {
      negationLeft = 0;
      pending = undefined;
      lastNegated = undefined;
    }
    if (correction?.has(index)) continue;
    const word = tokens[index].normalized;
    const next = tokens[index + 1]?.normalized;

    const before = tokens[index - 1]?.normalized;
    if (lastNegated && isNegationEmphasis(word, before)) {
      add(lastNegated.contribution * (SENTIMENT_LEXICON.intensifierFactor - 1), lastNegated.faint);
      lastNegated = undefined;
      previous = undefined;
      continue;
    }
    const modifier = modifierOf(word, before);
    if (modifier !== undefined) {
      if (previous && previous.index === index - 1) {
        add(previous.contribution * (modifier - 1), previous.faint);
        previous = undefined;
      } else {
        pending = { factor: modifier, left: MODIFIER_REACH };
      }
      continue;
    }

    const phrase = next === undefined ? undefined : phraseWeight(word, next);
    if (phrase === undefined && isNegator(word, before, next)) {
      negationLeft = NEGATION_REACH;
      existential =
        SENTIMENT_LEXICON.existentialNegators.has(word) ||
        (word === 'ما' && next !== undefined && SENTIMENT_LEXICON.existentialAfterMa.has(next));
      continue;
    }
    const found = phrase !== undefined ? { weight: phrase, negated: false } : feelingOf(tokens[index]);
    if (phrase !== undefined) index += 1;

    if (found) {
      let weight = found.weight;
      const faint = Math.abs(weight) < 1;
      const negated = found.negated !== negationLeft > 0;
      if (negated && negationLeft > 0 && existential && SENTIMENT_LEXICON.comparatives.has(word)) {
        weight = NONE_BETTER; // "ما في أحسن منهم", "never had better": the superlative
      } else if (negated && weight > 0) {
        weight = -Math.min(weight, verdictOf(tokens[index]) ? NEGATED_VERDICT_LIMIT : NEGATED_PRAISE_LIMIT);
      } else if (negated) {
        weight = Math.min(-weight, NEGATED_COMPLAINT_LIMIT);
      }
      if (pending) weight *= pending.factor;
      if (index < lastContrast) weight *= BEFORE_CONTRAST;
      add(weight, faint);
      previous = { index, contribution: weight, faint };
      lastNegated = negated ? { contribution: weight, faint } : undefined;
      negationLeft = 0;
      pending = undefined;
    } else {
      negationLeft = Math.max(0, negationLeft - 1);
      if (pending && --pending.left === 0) pending = undefined;
    }
  }

  if (correction) {
    const meant = meantStars(text);
    if (meant !== undefined) add(meant - 3);
  }
  return {
    praise: praise + Math.min(faintPraise, FAINT_LIMIT),
    complaint: complaint + Math.min(faintComplaint, FAINT_LIMIT),
    correctsStars: correction !== undefined,
  };
}

/** أبداً، إطلاقاً، "at all": they strengthen the negation of their clause, wherever it stands. */
function isNegationEmphasis(word: string, before: string | undefined): boolean {
  return (word === 'all' && before === 'at') || SENTIMENT_LEXICON.negationEmphasis.has(word);
}

function modifierOf(word: string, before: string | undefined): number | undefined {
  if (SENTIMENT_LEXICON.intensifiers.has(word)) return SENTIMENT_LEXICON.intensifierFactor;
  // "a bit slow", "a little pricey" (but "little kids": a size, not a softener).
  if ((word === 'bit' || word === 'little') && before !== 'a') return undefined;
  if (SENTIMENT_LEXICON.softeners.has(word)) return SENTIMENT_LEXICON.softenerFactor;
  return undefined;
}

function phraseWeight(word: string, next: string): number | undefined {
  return SENTIMENT_LEXICON.phrases.get(`${word} ${next}`);
}

function isNegator(word: string, before: string | undefined, next: string | undefined): boolean {
  if (!SENTIMENT_LEXICON.negators.has(word)) return false;
  if (word === 'ما') {
    // "ما أحلى المكان!" is an exclamation of praise, "نوعاً ما" means "somewhat".
    if (next !== undefined && SENTIMENT_LEXICON.arabicExclamations.has(next)) return false;
    if (before !== undefined && SENTIMENT_LEXICON.softeners.has(before)) return false;
  }
  // "غير أن" is "however", not "not".
  if (word === 'غير' && next === 'ان') return false;
  return true;
}

/** The index of the last "but" (words before it count half), or -1. */
function lastContrastIndex(tokens: readonly Token[]): number {
  for (let index = tokens.length - 1; index > 0; index -= 1) {
    const word = tokens[index].normalized;
    if (SENTIMENT_LEXICON.contrasts.has(word)) return index;
    // "إلا أن" / "غير أن": however.
    if (word === 'ان' || word === 'انه' || word === 'انها') {
      const before = tokens[index - 1].normalized;
      if (before === 'الا' || before === 'غير') return index;
    }
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------------------
// "I pressed one star by mistake": the reviewer says the stars are wrong, so the words decide.

const CORRECTION_REACH = 3;

/**
 * The indexes of the words that say the stars are a mistake (left out of the feeling, so "بالغلط" is not a
 * complaint), or undefined when the text does not say so. Recognised: a mistake word near a rating word or
 * "pressed" ("ضغطت نجمة بالغلط", "gave 5 stars by mistake", "accidentally gave 2 stars", "ضغطت وحدة بالغلط"); a rating word called wrong
 * ("التقييم غلط", "wrong star", "the rating is wrong"); the rating meant ("قصدي خمس نجوم", "meant 5 stars").
 */
function findCorrection(tokens: readonly Token[]): Set<number> | undefined {
  let found: Set<number> | undefined;
  const mark = (...indexes: number[]) => {
    found ??= new Set();
    for (const index of indexes) found.add(index);
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const cue = correctionCue(tokens, index);
    if (cue === undefined) continue;
    const from = cue === 'wrong-after' ? index - 2 : index - CORRECTION_REACH;
    const to = cue === 'wrong-before' ? index + 2 : cue === 'meant' ? index + 4 : index + CORRECTION_REACH;
    for (let other = Math.max(0, from); other <= Math.min(tokens.length - 1, to); other += 1) {
      const partner =
        isRatingWord(tokens[other]) ||
        (cue === 'mistake' && SENTIMENT_LEXICON.correction.presses.has(tokens[other].normalized));
      if (other === index || !partner) continue;
      // "the rating is wrong" / "التقييم غلط": the rating comes first; "wrong star": after.
      if (cue === 'wrong-after' && other > index) continue;
      if (cue === 'wrong-before' && other < index) continue;
      if (cue === 'meant' && other < index) continue;
      mark(index, other);
    }
  }
  return found;
}

type CorrectionCue = 'mistake' | 'wrong-after' | 'wrong-before' | 'meant';

function correctionCue(tokens: readonly Token[], index: number): CorrectionCue | undefined {
  const word = tokens[index].normalized;
  if (SENTIMENT_LEXICON.correction.mistakes.has(word)) return 'mistake';
  const before = tokens[index - 1]?.normalized;
  if ((word === 'mistake' || word === 'accident') && before === 'by') return 'mistake';
  if (SENTIMENT_LEXICON.correction.intents.has(word)) return 'meant';
  if (word === 'wrong')
    return tokens[index + 1] && isRatingWord(tokens[index + 1]) ? 'wrong-before' : 'wrong-after';
  if (tokens[index].script === 'arabic' && SENTIMENT_LEXICON.correction.wrong.has(word)) return 'wrong-after';
  return undefined;
}

function isRatingWord(token: Token): boolean {
  const words = SENTIMENT_LEXICON.correction.ratingWords;
  if (token.script !== 'arabic') return words.has(token.normalized);
  const stem = withoutArticle(token.normalized);
  return words.has(stem) || stem.startsWith('تقييم');
}

/** The rating the reviewer says they meant: "meant 5 stars", "قصدي خمس نجوم", "كنت أبي أعطيكم خمس". */
function meantStars(text: string): number | undefined {
  const match = SENTIMENT_LEXICON.correction.meantRating.exec(text);
  if (!match) return undefined;
  const number = normalizeArabic(match[1].toLowerCase());
  return /^[1-5]$/.test(number) ? Number(number) : SENTIMENT_LEXICON.correction.numbers.get(number);
}

// ---------------------------------------------------------------------------------------------------------
// Looking a word up in the lexicon, in any of its forms.

/** A verb of verdict (أنصح، عجبني، يستاهل، recommend …), also written with its negation (ماعجبني). */
function verdictOf(token: Token): boolean {
  const verdicts = SENTIMENT_LEXICON.verdicts;
  if (token.script !== 'arabic') return verdicts.has(token.normalized);
  const word = token.normalized;
  return verdicts.has(word) || (word.startsWith('ما') && verdicts.has(word.slice(2)));
}

/** A word's weight, trying the forms it may take; `negated` when the negation is written into it (ماعجبني). */
function feelingOf(token: Token): { weight: number; negated: boolean } | undefined {
  if (token.script === 'emoji') {
    const weight = SENTIMENT_LEXICON.emoji.get(token.normalized);
    return weight === undefined ? undefined : { weight, negated: false };
  }
  if (token.script === 'latin') {
    const weight = englishWeight(token.normalized);
    return weight === undefined ? undefined : { weight, negated: false };
  }
  return arabicFeeling(token.normalized);
}

const arabicCache = new Map<string, { weight: number; negated: boolean } | null>();
const CACHE_LIMIT = 50_000;

function arabicFeeling(word: string): { weight: number; negated: boolean } | undefined {
  const cached = arabicCache.get(word);
  if (cached !== undefined) return cached ?? undefined;
  let found: { weight: number; negated: boolean } | undefined;
  const weight = arabicWeight(word);
  if (weight !== undefined) {
    found = { weight, negated: false };
  } else if (word.startsWith('ما') && word.length - 2 >= 3) {
    // Negation written together with its verb: ماعجبني، مايستاهل.
    const rest = arabicWeight(word.slice(2));
    if (rest !== undefined) found = { weight: rest, negated: true };
  }
  if (arabicCache.size >= CACHE_LIMIT) arabicCache.clear();
  arabicCache.set(word, found ?? null);
  return found;
}

/** Plural, feminine and pronoun endings, and the alef of the accusative (جيداً → جيدا). */
const ARABIC_SUFFIXES = ['ين', 'ون', 'ات', 'ها', 'هم', 'كم', 'ه', 'ي', 'ا'];

/** Tries the word, without its article or a leading و/ف, and without a feminine, plural or pronoun ending. */
function arabicWeight(word: string): number | undefined {
  const words = SENTIMENT_LEXICON.arabicWords;
  const collapsed = word.replace(/(.)\1{2,}/g, '$1'); // رهيييب → رهيب
  const bases = new Set([collapsed, withoutArticle(collapsed)]);
  for (const base of [...bases]) {
    if ((base.startsWith('و') || base.startsWith('ف')) && base.length > 3)
      bases.add(withoutArticle(base.slice(1)));
  }
  for (const base of bases) {
    const weight = words.get(base);
    if (weight !== undefined) return weight;
  }
  for (const base of bases) {
    for (const suffix of ARABIC_SUFFIXES) {
      if (base.endsWith(suffix) && base.length - suffix.length >= 3) {
        const weight = words.get(base.slice(0, -suffix.length));
        if (weight !== undefined) return weight;
      }
    }
  }
  return undefined;
}

function englishWeight(word: string): number | undefined {
  const words = SENTIMENT_LEXICON.englishWords;
  const weight = words.get(word);
  if (weight !== undefined) return weight;
  // Stretched words: "goood", "sooo nice".
  if (/(.)\1{2,}/.test(word))
    return words.get(word.replace(/(.)\1{2,}/g, '$1$1')) ?? words.get(word.replace(/(.)\1{2,}/g, '$1'));
  return undefined;
}
