// A Google review as Sumaa stores it: the reviewer's words and Google's translation apart, the language
// of the original, sentiment and keywords computed once, at ingest, with the analysis version that computed
// them. Rows are upserted by the review's Google name, so storing the same page twice (a re-run, a resumed
// job) changes rows in place (upsertReviews, reviews-store.ts). A stored review is analysed again, by the
// same analyseReview, when the analysis changes (analysis-recompute/).
import type { ReviewSentiment } from '@sumaa/contracts';
import type { GoogleReview } from '../google';
import {
  ANALYSIS_VERSION,
  analyzeSentiment,
  detectLanguage,
  extractKeywords,
  keywordKey,
  splitGoogleTranslation,
} from './analysis';
import type { ReviewRecord } from './reviews-store';

/** Keywords kept per review; the analytics screens count them across reviews. */
const KEYWORDS_PER_REVIEW = 8;

/** What the analysis makes of a review's words and stars, as the reviews table stores it. */
export interface ReviewAnalysis {
  language: string | null;
  sentiment: ReviewSentiment;
  keywords: string[];
  /** keywordKey of each keyword (what the inbox's keyword filter and the keyword report group by). */
  keyword_keys: string[];
  analysis_version: number;
}

/** The analysis of a review from the text stored for it (trimmed, null when absent). */
export function analyseReview(review: {
  original: string | null;
  translated: string | null;
  stars: number;
}): ReviewAnalysis {
  const { original, translated, stars } = review;
  // The language of what the reviewer wrote; with only Google's translation at hand it stays unknown.
  const language = detectLanguage(original);
  // Sentiment and keywords read the reviewer's own words, else the translation.
  const analysed = original ?? translated;
  const analysedLanguage = original ? language : detectLanguage(translated);
  const keywords = extractKeywords(analysed, analysedLanguage, KEYWORDS_PER_REVIEW);
  return {
    language,
    sentiment: analyzeSentiment({ text: analysed, stars }),
    keywords,
    keyword_keys: [...new Set(keywords.map(keywordKey).filter((key) => key !== ''))],
    analysis_version: ANALYSIS_VERSION,
  };
}

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Null for a review Google sent without a usable star rating (STAR_RATING_UNSPECIFIED): not stored. */
export function toReviewRecord(review: GoogleReview): ReviewRecord | null {
  const stars = STARS[review.starRating];
  if (!stars) return null;
  const split = splitGoogleTranslation(review.comment);
  const original = textOrNull(split.original);
  const translated = textOrNull(split.translated);
  const isAnonymous = review.reviewer?.isAnonymous === true;
  return {
    google_name: review.name,
    review_id: review.reviewId,
    author_name: isAnonymous ? null : textOrNull(review.reviewer?.displayName),
    author_photo_url: isAnonymous ? null : textOrNull(review.reviewer?.profilePhotoUrl),
    is_anonymous: isAnonymous,
    stars,
    comment_original: original,
    comment_translated: translated,
    ...analyseReview({ original, translated, stars }),
    create_time: review.createTime,
    update_time: review.updateTime,
    reply_comment: textOrNull(review.reviewReply?.comment),
    reply_update_time: review.reviewReply?.updateTime ?? null,
  };
}
