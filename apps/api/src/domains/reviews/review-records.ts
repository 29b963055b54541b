// A Google review as Sumaa stores it: the reviewer's words and Google's translation apart, the language
// of the original, sentiment and keywords computed once, at ingest. Rows are upserted by the review's
// Google name, so storing the same page twice (a re-run, a resumed job) changes rows in place.
import type { ReviewSentiment } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { GoogleReview } from '../google';
import { analyzeSentiment, detectLanguage, extractKeywords, splitGoogleTranslation } from './analysis';

/** Keywords kept per review; the analytics screens count them across reviews. */
const KEYWORDS_PER_REVIEW = 8;

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

export interface ReviewRecord {
  google_name: string;
  review_id: string;
  author_name: string | null;
  author_photo_url: string | null;
  is_anonymous: boolean;
  stars: number;
  comment_original: string | null;
  comment_translated: string | null;
  language: string | null;
  sentiment: ReviewSentiment;
  keywords: string[];
  create_time: string;
  update_time: string;
  reply_comment: string | null;
  reply_update_time: string | null;
}

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
  // The language of what the reviewer wrote; with only Google's translation at hand it stays unknown.
  const language = detectLanguage(original);
  // Sentiment and keywords read the reviewer's own words, else the translation.
  const analysed = original ?? translated;
  const analysedLanguage = original ? language : detectLanguage(translated);
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
    language,
    sentiment: analyzeSentiment({ text: analysed, stars }),
    keywords: extractKeywords(analysed, analysedLanguage, KEYWORDS_PER_REVIEW),
    create_time: review.createTime,
    update_time: review.updateTime,
    reply_comment: textOrNull(review.reviewReply?.comment),
    reply_update_time: review.reviewReply?.updateTime ?? null,
  };
}

/**
 * Inserts or updates one page of a location's reviews in a single statement (the rows travel as one JSON
 * parameter, which keeps a page of 50 to one round trip). Returns how many rows were written.
 */
export async function upsertReviews(
  tx: SqlExecutor,
  scope: { businessId: string; locationId: string; syncedAt: Date },
  records: readonly ReviewRecord[],
): Promise<number> {
  if (records.length === 0) return 0;
  // One review twice in a page would make ON CONFLICT touch a row twice: keep the last.
  const unique = [...new Map(records.map((record) => [record.google_name, record])).values()];
  const rows = await tx.query(
    `INSERT INTO reviews AS r (
       business_id, location_id, google_name, review_id, author_name, author_photo_url, is_anonymous, stars,
       comment_original, comment_translated, language, sentiment, keywords, create_time, update_time,
       reply_comment, reply_update_time, synced_at)
     SELECT $1::uuid, $2::uuid, p.google_name, p.review_id, p.author_name, p.author_photo_url, p.is_anonymous, p.stars,
            p.comment_original, p.comment_translated, p.language, p.sentiment, coalesce(p.keywords, '{}'),
            p.create_time, p.update_time, p.reply_comment, p.reply_update_time, $3::timestamptz
       FROM jsonb_to_recordset($4::jsonb) AS p(
              google_name text, review_id text, author_name text, author_photo_url text, is_anonymous boolean,
              stars smallint, comment_original text, comment_translated text, language text, sentiment text,
              keywords text[], create_time timestamptz, update_time timestamptz, reply_comment text,
              reply_update_time timestamptz)
     ON CONFLICT (business_id, google_name) DO UPDATE SET
       location_id = excluded.location_id,
       review_id = excluded.review_id,
       author_name = excluded.author_name,
       author_photo_url = excluded.author_photo_url,
       is_anonymous = excluded.is_anonymous,
       stars = excluded.stars,
       comment_original = excluded.comment_original,
       comment_translated = excluded.comment_translated,
       language = excluded.language,
       sentiment = excluded.sentiment,
       keywords = excluded.keywords,
       create_time = excluded.create_time,
       update_time = excluded.update_time,
       reply_comment = excluded.reply_comment,
       reply_update_time = excluded.reply_update_time,
       synced_at = excluded.synced_at
     RETURNING 1`,
    [scope.businessId, scope.locationId, scope.syncedAt, JSON.stringify(unique)],
  );
  return rows.length;
}
