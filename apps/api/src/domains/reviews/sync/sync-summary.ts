// What the completion step shows after a sync: the business's real numbers from its stored reviews.
import type { ReviewSentiment, SyncSummary } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

const LATEST_REVIEWS = 3;

export async function readSyncSummary(tx: SqlExecutor, businessId: string): Promise<SyncSummary> {
  const [totals] = await tx.query<{
    locations: number;
    reviews: number;
    average: number | null;
    positive: number;
    negative: number;
    neutral: number;
  }>(
    `SELECT (SELECT count(*)::int FROM locations WHERE business_id = $1) AS locations,
            count(*)::int AS reviews,
            avg(stars)::double precision AS average,
            count(*) FILTER (WHERE sentiment = 'Positive')::int AS positive,
            count(*) FILTER (WHERE sentiment = 'Negative')::int AS negative,
            count(*) FILTER (WHERE sentiment = 'Neutral')::int AS neutral
       FROM reviews WHERE business_id = $1`,
    [businessId],
  );
  const latest = await tx.query<{
    author_name: string | null;
    stars: number;
    comment_original: string | null;
    comment_translated: string | null;
    create_time: Date;
    sentiment: ReviewSentiment;
  }>(
    `SELECT author_name, stars, comment_original, comment_translated, create_time, sentiment
       FROM reviews WHERE business_id = $1
      ORDER BY create_time DESC, id
      LIMIT ${LATEST_REVIEWS}`,
    [businessId],
  );
  return {
    locations: totals.locations,
    reviews: totals.reviews,
    averageRating: totals.average === null ? null : Math.round(totals.average * 10) / 10,
    positive: totals.positive,
    negative: totals.negative,
    neutral: totals.neutral,
    latestReviews: latest.map((review) => ({
      authorName: review.author_name,
      stars: review.stars,
      content: review.comment_original ?? review.comment_translated,
      reviewDate: review.create_time.toISOString(),
      sentiment: review.sentiment,
    })),
  };
}
