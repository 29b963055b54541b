// The Places API (New)'s JSON for a place, and its field masks: a call must name the fields it wants (header
// X-Goog-FieldMask, or the `fields` / `$fields` parameter), `places.`-prefixed in a text search; `*` asks for all.
// Like Google, a field without a value (no rating yet) is left out.
import { applyReadMask } from '../business-profile/resources';
import type { PlaceFigures, PlaceLanguage, StoredPlace } from './place-store';

/** Every top-level field the stand-in can render (a subset of Google's Place, enough for any mask Sumaa uses). */
export const PLACE_FIELDS = [
  'name',
  'id',
  'types',
  'primaryType',
  'displayName',
  'formattedAddress',
  'shortFormattedAddress',
  'location',
  'rating',
  'userRatingCount',
  'googleMapsUri',
  'businessStatus',
] as const;

const TYPES: Record<StoredPlace['kind'], string[]> = {
  cafe: ['cafe', 'coffee_shop', 'food', 'point_of_interest', 'establishment'],
  restaurant: ['restaurant', 'middle_eastern_restaurant', 'food', 'point_of_interest', 'establishment'],
  hotel: ['hotel', 'lodging', 'point_of_interest', 'establishment'],
  dental_clinic: ['dentist', 'health', 'point_of_interest', 'establishment'],
};

/** In the asked language when Google has the name in it, else in the place's own language. */
function inLanguage(
  values: Partial<Record<PlaceLanguage, string>>,
  own: PlaceLanguage,
  asked: string | undefined,
): { text: string; languageCode: PlaceLanguage } {
  const wanted = asked?.slice(0, 2).toLowerCase();
  if ((wanted === 'ar' || wanted === 'en') && values[wanted]) {
    return { text: values[wanted]!, languageCode: wanted };
  }
  const language = values[own] ? own : (Object.keys(values)[0] as PlaceLanguage);
  return { text: values[language] ?? '', languageCode: language };
}

export function placeResource(
  place: StoredPlace,
  figures: PlaceFigures,
  languageCode: string | undefined,
): Record<string, unknown> {
  const displayName = inLanguage(place.names, place.language, languageCode);
  const address = inLanguage(place.addresses, place.language, languageCode).text;
  const resource: Record<string, unknown> = {
    name: `places/${place.id}`,
    id: place.id,
    types: TYPES[place.kind],
    primaryType: TYPES[place.kind][0],
    displayName,
    formattedAddress: address,
    shortFormattedAddress: address
      .split(/،\s*|,\s*/)
      .slice(0, 2)
      .join(displayName.languageCode === 'ar' ? '، ' : ', '),
    location: { ...place.location },
  };
  if (figures.rating !== undefined) resource.rating = figures.rating;
  if (figures.userRatingCount > 0) resource.userRatingCount = figures.userRatingCount;
  resource.googleMapsUri = `https://maps.google.com/?cid=${place.cid}`;
  resource.businessStatus = 'OPERATIONAL';
  return resource;
}

/** The mask as a list of paths, or what Google says about it. `prefix` is `places.` for a text search. */
export function parseFieldMask(
  raw: string | null,
  prefix: '' | 'places.',
): { paths: string[] | '*' } | { error: string } {
  if (raw === null || raw.trim() === '') {
    return {
      error:
        "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to 'displayName' in order to request the display name of the place.",
    };
  }
  const paths: string[] = [];
  for (const entry of raw.split(',').map((path) => path.trim())) {
    if (entry === '*' || entry === `${prefix}*`) return { paths: '*' };
    // A text search's own top-level fields Sumaa never asks for (routing summaries, contextual contents).
    if (prefix && entry === 'nextPageToken') continue;
    const path = prefix && entry.startsWith(prefix) ? entry.slice(prefix.length) : null;
    const field = prefix ? path : entry;
    const topLevel = field?.split('.')[0];
    if (!field || !(PLACE_FIELDS as readonly string[]).includes(topLevel ?? '')) {
      return {
        error: `Error expanding 'fields' parameter. Cannot find matching fields for path '${entry}'.`,
      };
    }
    paths.push(field);
  }
  return { paths };
}

export function maskPlace(resource: Record<string, unknown>, paths: string[] | '*'): Record<string, unknown> {
  return paths === '*' ? resource : applyReadMask(resource, paths);
}
