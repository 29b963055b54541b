// A linked Google location with reviews of chosen dates, as the sync would have stored them, written in the
// business's own tenant transaction (the data-retention tests need reviews of any age).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A linked Google location of the business with one review per entry, dated as given; returns its id. */
export async function addLocationWithReviews(
  app: FastifyInstance,
  businessId: string,
  reviews: { createdAt: Date; stars: number }[],
): Promise<string> {
  const placeId = `place-${randomUUID()}`;
  return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    await tx.query(
      'INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, now())',
      [placeId, businessId],
    );
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, 'Branch', now(), now()) RETURNING id`,
      [businessId, `accounts/1/locations/${placeId}`, placeId],
    );
    for (const [index, review] of reviews.entries()) {
      await tx.query(
        `INSERT INTO reviews (business_id, location_id, google_name, review_id, stars, sentiment, create_time,
                              update_time, synced_at)
         VALUES ($1, $2, $3, $4, $5, 'Neutral', $6, $6, now())`,
        [
          businessId,
          location.id,
          `accounts/1/locations/${placeId}/reviews/${index}`,
          `review-${index}`,
          review.stars,
          review.createdAt,
        ],
      );
    }
    // The numbers the sync's analytics stage keeps on the location.
    await tx.query(
      `UPDATE locations SET synced_review_count = $2,
              synced_average_rating = (SELECT avg(stars)::double precision FROM reviews WHERE location_id = $1)
        WHERE id = $1`,
      [location.id, reviews.length],
    );
    return location.id;
  });
}
