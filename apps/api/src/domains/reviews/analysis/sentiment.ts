// Sentiment of a review from its text (Arabic or English) together with its stars.
//
// The text score adds the weights of the feeling words it contains (sentiment-lexicon.ts):
//   - a negator (ما، مو، مب، لا، ليس، غير، not, never, didn't …) turns the first feeling word among the next three
//     around, and weakens it: "ما عجبني" -1, "not bad" +1, "لا أنصح" -1 (a negated ±2 counts ∓1);
//     "ما" before an exclamation of praise ("ما أحلى …") is not a negation;
//   - an intensifier (جداً، مرة، واجد، very, so …) next to a feeling word multiplies it by 1.5;
//   - emoji count ±1.
// The rule that combines it with the stars:
//   stars give -2 (1★), -1 (2★), 0 (3★), +1 (4★), +2 (5★); the text score is capped to -2…+2 so that words
//   can move a review by at most as much as the stars themselves; the sum decides: ≥ 1 Positive, ≤ -1
//   Negative, otherwise Neutral. So a rating-only review (or text without feeling words) follows its stars
//   (4–5 Positive, 3 Neutral, 1–2 Negative); a 3★ review goes the way of its words; and a review whose words
//   flatly contradict its stars (5★ "awful, never again") ends Neutral rather than trusting either side alone.
//   Without stars, the text alone decides.
import { SENTIMENT_LEXICON } from './sentiment-lexicon';
import { tokenize, withoutArticle, type Token } from './text-tokens';

export type Sentiment = 'Positive' | 'Negative' | 'Neutral';

const NEGATION_REACH = 3;
const INTENSIFIER_FACTOR = 1.5;
const TEXT_SCORE_CAP = 2;

export function analyzeSentiment({
  text,
  stars,
}: {
  text?: string | null;
  stars?: number | null;
}): Sentiment {
  const starScore = stars && stars >= 1 && stars <= 5 ? Math.round(stars) - 3 : 0;
  const textScore = text ? Math.max(-TEXT_SCORE_CAP, Math.min(TEXT_SCORE_CAP, scoreText(text))) : 0;
  const total = starScore + textScore;
  if (total >= 1) return 'Positive';
  if (total <= -1) return 'Negative';
  return 'Neutral';
}

/** The summed weight of the text's feeling words (positive: praise, negative: complaint). */
export function scoreText(text: string): number {
  const tokens = tokenize(text);
  let score = 0;
  let negationLeft = 0;
  let pendingBoost = 0;
  let previous: { index: number; contribution: number } | undefined;

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const word = token.normalized;

    if (SENTIMENT_LEXICON.intensifiers.has(word)) {
      if (previous && previous.index === index - 1) {
        score += previous.contribution * (INTENSIFIER_FACTOR - 1);
        previous = undefined;
      } else {
        pendingBoost = 2;
      }
      continue;
    }
    if (SENTIMENT_LEXICON.negators.has(word)) {
      const next = tokens[index + 1];
      const exclamation = word === 'ما' && next && SENTIMENT_LEXICON.arabicExclamations.has(next.normalized);
      if (!exclamation) negationLeft = NEGATION_REACH;
      continue;
    }

    const phrase = tokens[index + 1]
      ? SENTIMENT_LEXICON.englishPhrases.get(`${word} ${tokens[index + 1].normalized}`)
      : undefined;
    const found = phrase !== undefined ? { weight: phrase, negated: false } : feelingOf(token);
    if (phrase !== undefined) index += 1;

    if (found) {
      let weight = found.weight;
      const negated = found.negated !== negationLeft > 0;
      if (negated) weight = -Math.sign(weight) * Math.min(Math.abs(weight), 1);
      if (pendingBoost > 0) weight *= INTENSIFIER_FACTOR;
      score += weight;
      previous = { index, contribution: weight };
      negationLeft = 0;
      pendingBoost = 0;
    } else {
      negationLeft = Math.max(0, negationLeft - 1);
      pendingBoost = Math.max(0, pendingBoost - 1);
    }
  }
  return score;
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
const ARABIC_SUFFIXES = ['ين', 'ون', 'ات', 'ها', 'هم', 'ه', 'ي', 'ا'];

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
