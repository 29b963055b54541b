// Searching Google places to follow: the Places API's text search in the reader's language, biased towards the
// business's first linked location. Locations store Google's place id but not its coordinates, so those come
// from the place's own details (a place does not move: kept in memory once read).
import type { CompetitorCandidate } from '@sumaa/contracts';
import type { GoogleLatLng, GooglePlacesClient } from '../google';

/** Competitors are across the street or across town: results within this distance come first. */
export const SEARCH_BIAS_RADIUS_METERS = 10_000;
export const SEARCH_PAGE_SIZE = 10;
/** Linked locations asked for their coordinates before searching without a bias. */
const BIAS_LOOKUPS_MAX = 3;
const COORDINATES_CACHE_MAX = 1_000;

/** Place id → coordinates (null: Google has none for it). Oldest entries leave first when full. */
const coordinatesByPlace = new Map<string, GoogleLatLng | null>();

async function coordinatesOf(places: GooglePlacesClient, placeId: string): Promise<GoogleLatLng | null> {
  if (coordinatesByPlace.has(placeId)) return coordinatesByPlace.get(placeId)!;
  const place = await places.placeDetails(placeId);
  const coordinates = place?.location ?? null;
  if (coordinatesByPlace.size >= COORDINATES_CACHE_MAX) {
    coordinatesByPlace.delete(coordinatesByPlace.keys().next().value!);
  }
  coordinatesByPlace.set(placeId, coordinates);
  return coordinates;
}

/** Where to centre the search: the first linked location Google gives coordinates for; none without locations. */
export async function searchCentre(
  places: GooglePlacesClient,
  ownPlaceIds: readonly string[],
): Promise<GoogleLatLng | null> {
  for (const placeId of ownPlaceIds.slice(0, BIAS_LOOKUPS_MAX)) {
    const coordinates = await coordinatesOf(places, placeId);
    if (coordinates) return coordinates;
  }
  return null;
}

export async function searchCompetitorCandidates(
  places: GooglePlacesClient,
  search: {
    query: string;
    languageCode: string;
    ownPlaceIds: readonly string[];
    followedPlaceIds: ReadonlySet<string>;
  },
): Promise<CompetitorCandidate[]> {
  const centre = await searchCentre(places, search.ownPlaceIds);
  const found = await places.searchText({
    textQuery: search.query,
    languageCode: search.languageCode,
    near: centre ? { ...centre, radiusMeters: SEARCH_BIAS_RADIUS_METERS } : undefined,
    pageSize: SEARCH_PAGE_SIZE,
  });
  const own = new Set(search.ownPlaceIds);
  return (
    found
      // A place without a name cannot be told apart in the list.
      .filter((place) => place.displayName?.text.trim())
      .map((place) => ({
        placeId: place.id,
        name: place.displayName!.text.trim(),
        address: place.formattedAddress?.trim() || null,
        rating: place.rating ?? null,
        // Asked for in the mask: absent means nobody has rated it yet.
        userRatingCount: place.userRatingCount ?? 0,
        alreadyAdded: search.followedPlaceIds.has(place.id),
        ownLocation: own.has(place.id),
      }))
  );
}
