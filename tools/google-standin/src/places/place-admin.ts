// The places as tests and people look at and change them without an API key (GET /__standin/places,
// PUT /__standin/places/{placeId}, standin.places() and standin.setPlaceFigures()): a public place's rating and
// review count move as if its reviewers had written, so a follower's trend changes. A seeded location's figures
// come from its reviews: change those instead (POST /__standin/reviews).
import type { StandinContext } from '../context';
import type { PlaceKind } from '../seed/seeded-places';
import type { LatLng, PlaceLanguage, StoredPlace } from './place-store';

export interface PlaceSummary {
  placeId: string;
  names: Partial<Record<PlaceLanguage, string>>;
  kind: PlaceKind;
  location: LatLng;
  rating: number | null;
  userRatingCount: number;
  /** A seeded Business Profile location (`accounts/{a}/locations/{l}`), or null for a public place. */
  businessLocation: string | null;
}

export interface PlaceFiguresChange {
  rating?: number;
  userRatingCount?: number;
}

export class PlaceChangeError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
  }
}

export function placeSummary(context: StandinContext, place: StoredPlace): PlaceSummary {
  const figures = context.places.figuresOf(place);
  const location = place.businessLocation;
  return {
    placeId: place.id,
    names: { ...place.names },
    kind: place.kind,
    location: { ...place.location },
    rating: figures.rating ?? null,
    userRatingCount: figures.userRatingCount,
    businessLocation: location ? `accounts/${location.accountId}/locations/${location.id}` : null,
  };
}

export function listPlaces(context: StandinContext): PlaceSummary[] {
  return context.places.all().map((place) => placeSummary(context, place));
}

/** Sets a public place's rating (1 to 5) and/or review count (a whole number ≥ 0). */
export function changePlaceFigures(
  context: StandinContext,
  placeId: string,
  change: Record<string, unknown>,
): PlaceSummary {
  const unknown = Object.keys(change).filter((key) => key !== 'rating' && key !== 'userRatingCount');
  if (unknown.length) throw new PlaceChangeError(`Unknown field(s): ${unknown.join(', ')}`, 400);
  const { rating, userRatingCount } = change;
  if (rating !== undefined && (typeof rating !== 'number' || !(rating >= 1 && rating <= 5))) {
    throw new PlaceChangeError('rating must be a number from 1 to 5', 400);
  }
  if (
    userRatingCount !== undefined &&
    (typeof userRatingCount !== 'number' || !Number.isInteger(userRatingCount) || userRatingCount < 0)
  ) {
    throw new PlaceChangeError('userRatingCount must be a whole number ≥ 0', 400);
  }
  const place = context.places.place(placeId);
  if (!place) throw new PlaceChangeError(`Unknown place: ${placeId}`, 404);
  if (place.businessLocation) {
    throw new PlaceChangeError(
      'This place is a seeded Business Profile location: its figures come from its reviews (POST /__standin/reviews)',
      400,
    );
  }
  context.places.setFigures(placeId, {
    ...(rating !== undefined ? { rating } : {}),
    ...(userRatingCount !== undefined ? { userRatingCount } : {}),
  });
  return placeSummary(context, place);
}
