// Locations linked to a business, read and written inside its tenant transaction. A Google place can be
// linked by one business only; google_place_links (a platform table) says which, so that the locations
// screen can leave out places taken by another business without ever reading that business's rows.
import type { LinkedLocation } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import { conflict } from '../../http/app-error';
import type { GoogleLocationDetails } from './google-locations';

export interface LocationRow {
  id: string;
  google_location_name: string;
  place_id: string;
  name: string;
  address: string;
  phone: string | null;
  website: string | null;
  rating: number | null;
  review_count: number;
  linked_at: Date;
  last_synced_at: Date | null;
}

const LOCATION_COLUMNS = `id, google_location_name, place_id, name, address, phone, website, rating, review_count,
  linked_at, last_synced_at`;

export function toLinkedLocation(row: LocationRow): LinkedLocation {
  return {
    id: row.id,
    placeId: row.place_id,
    name: row.name,
    rating: row.rating,
    reviewCount: row.review_count,
    address: row.address,
    phone: row.phone,
    website: row.website,
    linkedAt: row.linked_at.toISOString(),
    lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
  };
}

/** The business's linked locations, oldest link first (a stable order for the sync's checkpoint too). */
export function readLinkedLocations(tx: SqlExecutor, businessId: string): Promise<LocationRow[]> {
  return tx.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations WHERE business_id = $1 ORDER BY linked_at, id`,
    [businessId],
  );
}

/** Of these places, those linked by a business other than this one. */
export async function placesLinkedElsewhere(
  tx: SqlExecutor,
  businessId: string,
  placeIds: readonly string[],
): Promise<Set<string>> {
  if (placeIds.length === 0) return new Set();
  const rows = await tx.query<{ place_id: string }>(
    `SELECT place_id FROM google_place_links WHERE place_id = ANY($1::text[]) AND business_id <> $2`,
    [placeIds, businessId],
  );
  return new Set(rows.map((row) => row.place_id));
}

/**
 * Links these Google locations to the business (or refreshes them when already linked). The place claim
 * comes first: its primary key makes two businesses racing for one place wait for each other, and the
 * loser gets 409 with the places at stake, nothing written.
 */
export async function linkLocations(
  tx: SqlExecutor,
  businessId: string,
  locations: readonly GoogleLocationDetails[],
  now: Date,
): Promise<void> {
  const placeIds = locations.map((location) => location.placeId);
  await tx.query(
    `INSERT INTO google_place_links (place_id, business_id, linked_at)
     SELECT unnest($1::text[]), $2::uuid, $3::timestamptz
     ON CONFLICT (place_id) DO NOTHING`,
    [placeIds, businessId, now],
  );
  const taken = await placesLinkedElsewhere(tx, businessId, placeIds);
  if (taken.size > 0) {
    const fields = Object.fromEntries(
      placeIds.flatMap((placeId, index) =>
        taken.has(placeId) ? [[`placeIds.${index}`, ['locationLinkedElsewhere' as const]]] : [],
      ),
    );
    throw conflict('locationLinkedElsewhere', fields);
  }

  await tx.query(
    `INSERT INTO locations AS l (business_id, google_location_name, place_id, name, address, phone, website,
                                 maps_uri, rating, review_count, linked_at, updated_at)
     SELECT $1::uuid, p.location_name, p.place_id, p.title, p.address, p.phone, p.website, p.maps_uri, p.rating,
            p.review_count, $2::timestamptz, $2::timestamptz
       FROM jsonb_to_recordset($3::jsonb) AS p(location_name text, place_id text, title text, address text,
              phone text, website text, maps_uri text, rating double precision, review_count integer)
     ON CONFLICT (place_id) DO UPDATE SET
       google_location_name = excluded.google_location_name,
       name = excluded.name,
       address = excluded.address,
       phone = excluded.phone,
       website = excluded.website,
       maps_uri = excluded.maps_uri,
       rating = excluded.rating,
       review_count = excluded.review_count,
       missing_from_google_at = NULL,
       updated_at = excluded.updated_at`,
    [
      businessId,
      now,
      JSON.stringify(
        locations.map((location) => ({
          location_name: location.locationName,
          place_id: location.placeId,
          title: location.title,
          address: location.address,
          phone: location.phone,
          website: location.website,
          maps_uri: location.mapsUri,
          rating: location.rating,
          review_count: location.reviewCount,
        })),
      ),
    ],
  );
}

/** What a sync learnt about a linked location from Google (locationsLinking stage). */
export async function refreshLinkedLocation(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
  found: GoogleLocationDetails | null,
  now: Date,
): Promise<void> {
  if (!found) {
    await tx.query(
      `UPDATE locations SET missing_from_google_at = coalesce(missing_from_google_at, $3), updated_at = $3
        WHERE business_id = $1 AND id = $2`,
      [businessId, locationId, now],
    );
    return;
  }
  await tx.query(
    `UPDATE locations
        SET google_location_name = $3, name = $4, address = $5, phone = $6, website = $7, maps_uri = $8,
            rating = $9, review_count = $10, missing_from_google_at = NULL, updated_at = $11
      WHERE business_id = $1 AND id = $2`,
    [
      businessId,
      locationId,
      found.locationName,
      found.title,
      found.address,
      found.phone,
      found.website,
      found.mapsUri,
      found.rating,
      found.reviewCount,
      now,
    ],
  );
}

/** How many locations the business has linked (a review sync needs at least one). */
export async function countLinkedLocations(tx: SqlExecutor, businessId: string): Promise<number> {
  const [{ linked }] = await tx.query<{ linked: number }>(
    'SELECT count(*)::int AS linked FROM locations WHERE business_id = $1',
    [businessId],
  );
  return linked;
}
