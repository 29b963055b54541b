// Locations and reviews written straight into a business's tables (as a sync would leave them), for the
// assignment and notification tests, which need reviews but not the way they arrive.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { NewReviewNotice } from '../../notify';

export async function insertLocation(
  app: FastifyInstance,
  businessId: string,
  name: string,
): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    const now = app.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [businessId, `accounts/1/locations/${placeId}`, placeId, name, now],
    );
    return location.id;
  });
}

export interface SeedReview {
  author?: string | null;
  text?: string | null;
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  at: string;
}

export async function insertReview(
  app: FastifyInstance,
  businessId: string,
  locationId: string,
  review: SeedReview,
): Promise<string> {
  const googleId = randomUUID();
  return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, is_anonymous, stars,
                            comment_original, language, sentiment, create_time, update_time, synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11)
       RETURNING id`,
      [
        businessId,
        locationId,
        `accounts/1/locations/x/reviews/${googleId}`,
        googleId,
        review.author ?? null,
        !review.author,
        review.stars,
        review.text ?? null,
        review.text ? 'en' : null,
        review.sentiment,
        review.at,
      ],
    );
    return row.id;
  });
}

/** The review as notifyNewReviews is told of it. */
export function noticeOf(reviewId: string, review: SeedReview, locationName: string): NewReviewNotice {
  return {
    reviewId,
    stars: review.stars,
    sentiment: review.sentiment,
    authorName: review.author ?? null,
    locationName,
  };
}
