// The places the Places API (New) knows: the seeded public places around the branches (seed/seeded-places.ts)
// and every seeded Business Profile location, whose rating and count are read live from its reviews (a review
// added through /__standin/reviews moves them, as on Google). Text search matches names, kinds and addresses
// loosely in Arabic and English; a location bias puts the nearest first.
import type { BusinessStore } from '../business-profile/business-store';
import type { StoredLocation } from '../model';
import { BASE64URL_ALPHABET, DIGITS, createRandom, hashSeed } from '../seed/prng';
import { SEEDED_ACCOUNTS } from '../seed/seeded-businesses';
import { SEEDED_PLACES, type PlaceKind } from '../seed/seeded-places';

export type PlaceLanguage = 'ar' | 'en';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface StoredPlace {
  /** Google's place id (`ChIJ…`). */
  id: string;
  /** Google Maps customer id, part of `googleMapsUri`. */
  cid: string;
  kind: PlaceKind;
  /** The place's own language: its name there is what Google shows for any other language. */
  language: PlaceLanguage;
  names: Partial<Record<PlaceLanguage, string>>;
  addresses: Partial<Record<PlaceLanguage, string>>;
  location: LatLng;
  /** A seeded public place's figures (PUT /__standin/places/{id} changes them). */
  figures?: { rating: number; userRatingCount: number };
  /** A seeded Business Profile location: its figures are its reviews'. */
  businessLocation?: StoredLocation;
}

export interface PlaceFigures {
  /** Absent while the place has no rating (Google leaves the field out). */
  rating?: number;
  userRatingCount: number;
}

export interface TextSearch {
  textQuery: string;
  bias?: { center: LatLng; radiusMeters: number };
  pageSize: number;
}

/** What a kind of place is called, so "cafe", "قهوة" or "فندق" find them like Google's type matching. */
const KIND_WORDS: Record<PlaceKind, string[]> = {
  cafe: ['cafe', 'coffee', 'coffee shop', 'roastery', 'مقهى', 'كافيه', 'كوفي', 'قهوة', 'محمصة'],
  restaurant: ['restaurant', 'food', 'grill', 'mandi', 'مطعم', 'مطاعم', 'مطبخ', 'مشويات', 'مندي'],
  hotel: ['hotel', 'inn', 'suites', 'resort', 'فندق', 'فنادق', 'نزل', 'منتجع', 'أجنحة'],
  dental_clinic: ['dentist', 'dental clinic', 'clinic', 'عيادة', 'عيادات', 'أسنان'],
};

const KIND_OF_CATEGORY: Record<string, PlaceKind> = {
  'categories/gcid:coffee_shop': 'cafe',
  'categories/gcid:middle_eastern_restaurant': 'restaurant',
  'categories/gcid:dental_clinic': 'dental_clinic',
  'categories/gcid:hotel': 'hotel',
};

/** Words a search may hold that name no place ("cafe near Olaya", "مقهى في العليا"). */
const STOP_WORDS = new Set(['near', 'in', 'at', 'the', 'of', 'and', 'في', 'قرب', 'بالقرب', 'من', 'عند', 'و']);

/**
 * Lower case without accents or Arabic diacritics, hamza forms folded into their bare letters, ى as ي, ة as ه,
 * no tatweel, punctuation as spaces: loosely, as Google's matching forgives spelling.
 */
export function looseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/\u0640/g, '')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The query's words worth matching: no stop words, and without the Arabic article (الرياض → رياض). */
function queryWords(textQuery: string): string[] {
  return looseText(textQuery)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map((word) => (word.startsWith('ال') && word.length > 3 ? word.slice(2) : word));
}

/** Metres between two points (haversine): close enough for ordering places in a city. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function formatLocationAddress(location: StoredLocation): string {
  const { addressLines, locality, postalCode } = location.storefrontAddress;
  const separator = location.storefrontAddress.languageCode === 'ar' ? '، ' : ', ';
  return [...addressLines, locality, postalCode].filter((part) => part.trim() !== '').join(separator);
}

export class PlaceStore {
  private readonly places = new Map<string, StoredPlace>();

  constructor(seed: number, businesses: BusinessStore) {
    for (const location of businesses.allLocations()) {
      this.places.set(location.placeId, {
        id: location.placeId,
        cid: location.cid,
        kind: KIND_OF_CATEGORY[location.category.name] ?? 'cafe',
        language: location.languageCode,
        names: { [location.languageCode]: location.title },
        addresses: { [location.languageCode]: formatLocationAddress(location) },
        location: location.latlng,
        businessLocation: location,
      });
    }
    const anchors = new Map(
      SEEDED_ACCOUNTS.flatMap((account) => account.locations).map((spec) => [spec.key, spec.latlng]),
    );
    for (const spec of SEEDED_PLACES) {
      const anchor = anchors.get(spec.near);
      if (!anchor) throw new Error(`Seeded place ${spec.key} is near an unknown location ${spec.near}`);
      const ids = createRandom(hashSeed(seed, 'place-ids', spec.key));
      const id = `ChIJ${ids.chars(23, BASE64URL_ALPHABET)}`;
      this.places.set(id, {
        id,
        cid: `1${ids.chars(18, DIGITS)}`,
        kind: spec.kind,
        language: spec.language,
        names: { ...spec.names },
        addresses: { ...spec.addresses },
        location: {
          latitude: Math.round((anchor.latitude + spec.offset.latitude) * 1e7) / 1e7,
          longitude: Math.round((anchor.longitude + spec.offset.longitude) * 1e7) / 1e7,
        },
        figures: { rating: spec.rating, userRatingCount: spec.userRatingCount },
      });
    }
  }

  all(): StoredPlace[] {
    return [...this.places.values()];
  }

  place(id: string): StoredPlace | undefined {
    return this.places.get(id);
  }

  /** Today's figures: a location's from its reviews (one decimal, as Google rounds), a public place's as set. */
  figuresOf(place: StoredPlace): PlaceFigures {
    if (place.businessLocation) {
      const { reviews } = place.businessLocation;
      if (reviews.length === 0) return { userRatingCount: 0 };
      const average = reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length;
      return { rating: Math.round(average * 10) / 10, userRatingCount: reviews.length };
    }
    return { ...place.figures! };
  }

  /** Sets a public place's figures (a location's come from its reviews: undefined for those, and unknown ids). */
  setFigures(
    id: string,
    change: Partial<{ rating: number; userRatingCount: number }>,
  ): StoredPlace | undefined {
    const place = this.places.get(id);
    if (!place?.figures) return undefined;
    place.figures = { ...place.figures, ...change };
    return place;
  }

  /**
   * Places whose name (in any language), kind or address holds every word of the query; with a bias, those
   * inside its circle first and nearest first, otherwise the most reviewed first (Google's prominence).
   */
  search({ textQuery, bias, pageSize }: TextSearch): StoredPlace[] {
    const words = queryWords(textQuery);
    if (words.length === 0) return [];
    const matching = this.all().filter((place) => {
      const haystack = looseText(
        [...Object.values(place.names), ...Object.values(place.addresses), ...KIND_WORDS[place.kind]].join(
          ' ',
        ),
      );
      return words.every((word) => haystack.includes(word));
    });
    if (bias) {
      const distance = new Map(matching.map((place) => [place, distanceMeters(bias.center, place.location)]));
      const inside = (place: StoredPlace) => distance.get(place)! <= bias.radiusMeters;
      matching.sort((a, b) => Number(inside(b)) - Number(inside(a)) || distance.get(a)! - distance.get(b)!);
    } else {
      matching.sort((a, b) => this.figuresOf(b).userRatingCount - this.figuresOf(a).userRatingCount);
    }
    return matching.slice(0, pageSize);
  }
}
