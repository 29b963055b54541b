// Locations linked to a business, read and written inside its tenant transaction (SQL: google-store.ts).
// A Google place can be linked by one business only; google_place_links (a platform table) says which, so
// that the locations screen can leave out places taken by another business without ever reading that
// business's rows.
import type { LinkedLocation } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import { conflict } from '../../http/app-error';
import type { GoogleLocationDetails } from './google-locations';
import { claimPlaces, placesLinkedElsewhere, upsertLinkedLocations, type LocationRow } from './google-store';

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
  await claimPlaces(tx, businessId, placeIds, now);
  const taken = await placesLinkedElsewhere(tx, businessId, placeIds);
  if (taken.size > 0) {
    const fields = Object.fromEntries(
      placeIds.flatMap((placeId, index) =>
        taken.has(placeId) ? [[`placeIds.${index}`, ['locationLinkedElsewhere' as const]]] : [],
      ),
    );
    throw conflict('locationLinkedElsewhere', fields);
  }

  await upsertLinkedLocations(tx, businessId, locations, now);
}
