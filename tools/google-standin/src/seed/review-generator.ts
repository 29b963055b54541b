// Builds one location's reviews the way they look on Google: star spread of the branch, text that mostly agrees
// with the stars (and now and then does not), Arabic and English, anonymous reviewers, rating-only reviews,
// comments in Google's translated form, edits, and replies the owner had already written.
import type { StoredReview } from '../model';
import { BASE64URL_ALPHABET, type Random } from './prng';
import {
  ARABIC_FAMILY_NAMES,
  ARABIC_GIVEN_NAMES,
  CLOSINGS,
  FOREIGN_REVIEWS,
  LATIN_FAMILY_NAMES,
  LATIN_GIVEN_NAMES,
  OWNER_REPLIES,
  PHRASES,
  SHORT_REVIEWS,
  type Feeling,
  type Phrase,
} from './review-phrases';
import type { LocationSpec } from './seeded-businesses';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;
/** Google's name for a reviewer who chose to stay anonymous. */
export const ANONYMOUS_REVIEWER_NAME = 'A Google User';

const RATING_ONLY_SHARE = 0.15;
const ANONYMOUS_SHARE = 0.1;
const SHORT_TEXT_SHARE = 0.12;
const CONTRADICTING_SHARE = 0.02;
const EDITED_SHARE = 0.06;

/** Google's envelope when it shows a review in the reader's language: the translation first, then the original. */
export function googleTranslatedComment(translation: string, original: string): string {
  return `(Translated by Google) ${translation}\n\n(Original)\n${original}`;
}

type Language = 'ar' | 'en';

interface ReviewText {
  /** The language the reviewer wrote in (`fr`, `de` for a few hotel guests). */
  language: string;
  comment: string;
  /** The feeling the owner's reply answers. */
  feeling: Feeling;
}

export function generateReviews(spec: LocationSpec, random: Random, now: Date): StoredReview[] {
  const reviews: StoredReview[] = [];
  for (let index = 0; index < spec.reviewCount; index += 1) {
    reviews.push(generateReview(spec, random, now));
  }
  return reviews;
}

function generateReview(spec: LocationSpec, random: Random, now: Date): StoredReview {
  let stars = random.weighted(spec.starWeights) + 1;
  const anonymous = random.chance(ANONYMOUS_SHARE);
  let text: ReviewText | undefined;
  if (!random.chance(RATING_ONLY_SHARE)) {
    const foreign = spec.kind === 'hotel' && random.chance(0.03) ? random.pick(FOREIGN_REVIEWS) : undefined;
    if (foreign) {
      stars = foreign.stars;
      text = {
        language: foreign.language,
        comment: googleTranslatedComment(foreign[spec.languageCode], foreign.text),
        feeling: feelingOfStars(stars),
      };
    } else {
      text = reviewText(spec, stars, random);
    }
  }

  const writtenLanguage: Language = text?.language === 'ar' ? 'ar' : 'en';
  const createdAt = new Date(now.getTime() - Math.floor(HISTORY_DAYS * DAY_MS * random.next() ** 1.6));
  const updatedAt = random.chance(EDITED_SHARE)
    ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 90) * DAY_MS))
    : createdAt;

  const review: StoredReview = {
    reviewId: random.chars(44, BASE64URL_ALPHABET),
    reviewer: anonymous
      ? { displayName: ANONYMOUS_REVIEWER_NAME, isAnonymous: true }
      : {
          displayName: reviewerName(text?.language ?? spec.languageCode, random),
          isAnonymous: false,
          avatarKey: random.chars(12, BASE64URL_ALPHABET),
        },
    stars,
    createTime: createdAt.toISOString(),
    updateTime: updatedAt.toISOString(),
  };
  if (text) review.comment = text.comment;

  const oldEnough = now.getTime() - updatedAt.getTime() > 2 * DAY_MS;
  if (oldEnough && random.chance(spec.replyRate)) {
    const feeling = text?.feeling ?? feelingOfStars(stars);
    const repliedAt = Math.min(now.getTime(), updatedAt.getTime() + random.int(1, 240) * 60 * 60 * 1000);
    review.reviewReply = {
      comment: random.pick(OWNER_REPLIES[text ? writtenLanguage : spec.languageCode][feeling]),
      updateTime: new Date(repliedAt).toISOString(),
    };
  }
  return review;
}

function feelingOfStars(stars: number): Feeling {
  return stars >= 4 ? 'positive' : stars === 3 ? 'neutral' : 'negative';
}

function reviewText(spec: LocationSpec, stars: number, random: Random): ReviewText {
  const otherLanguage: Language = spec.languageCode === 'ar' ? 'en' : 'ar';
  const writtenIn: Language = random.chance(spec.languageCode === 'ar' ? 0.22 : 0.35)
    ? otherLanguage
    : spec.languageCode;
  // Google shows a review written in another language than the business's in its translated form, mostly.
  const translated =
    writtenIn !== spec.languageCode && random.chance(spec.languageCode === 'ar' ? 0.45 : 0.3);

  let feeling = feelingOfStars(stars);
  if (random.chance(CONTRADICTING_SHARE)) feeling = feeling === 'positive' ? 'negative' : 'positive';
  const phrase = composePhrase(spec, stars, feeling, random);

  const comment = translated
    ? googleTranslatedComment(phrase[spec.languageCode], phrase[writtenIn])
    : phrase[writtenIn];
  return { language: writtenIn, comment, feeling };
}

/** The review's text in both languages at once, so either can be the original. */
function composePhrase(spec: LocationSpec, stars: number, feeling: Feeling, random: Random): Phrase {
  if (random.chance(SHORT_TEXT_SHARE)) return random.pick(SHORT_REVIEWS[feeling]);

  const pool = PHRASES[spec.kind];
  const parts: Phrase[] = [];
  if (feeling === 'neutral') {
    parts.push(...random.sample(pool.neutral, random.int(1, 2)));
    // A three-star review usually names one thing that was good and one that was not.
    if (random.chance(0.6)) parts.push(random.pick(pool.positive), but(random.pick(pool.negative), random));
  } else {
    const opposite: Feeling = feeling === 'positive' ? 'negative' : 'positive';
    parts.push(
      ...random.sample(pool[feeling], stars === 5 || stars === 1 ? random.int(1, 3) : random.int(1, 2)),
    );
    const mixed = (stars === 4 || stars === 2) && random.chance(0.35);
    if (mixed) parts.push(but(random.pick(pool[opposite]), random));
    if (random.chance(0.2)) parts.push(random.pick(pool.neutral));
    if (random.chance(0.3)) parts.push(random.pick(CLOSINGS[feeling]));
  }
  return { ar: parts.map((part) => part.ar).join(' '), en: parts.map((part) => part.en).join(' ') };
}

function but(phrase: Phrase, random: Random): Phrase {
  const connector = random.pick([
    { ar: 'بس ', en: 'But ' },
    { ar: 'لكن ', en: 'However, ' },
  ]);
  const english = phrase.en.startsWith('I ') ? phrase.en : phrase.en[0].toLowerCase() + phrase.en.slice(1);
  return { ar: connector.ar + phrase.ar, en: connector.en + english };
}

function reviewerName(language: string, random: Random): string {
  if (language === 'ar' && random.chance(0.85)) {
    return `${random.pick(ARABIC_GIVEN_NAMES)} ${random.pick(ARABIC_FAMILY_NAMES)}`;
  }
  return `${random.pick(LATIN_GIVEN_NAMES)} ${random.pick(LATIN_FAMILY_NAMES)}`;
}
