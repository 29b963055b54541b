// Google Places API (New) resources as Google names them, with only the fields Sumaa asks for in its field
// masks: https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places

export interface GoogleLatLng {
  latitude: number;
  longitude: number;
}

/** A place. Fields without a value (a place nobody has rated yet) are absent, as Google leaves them out. */
export interface GooglePlace {
  /** The place id (`ChIJ…`), the same id a Business Profile location's `metadata.placeId` gives. */
  id: string;
  displayName?: { text: string; languageCode?: string };
  formattedAddress?: string;
  rating?: number;
  userRatingCount?: number;
  location?: GoogleLatLng;
}

export interface PlacesTextSearch {
  /** What the user typed: a name, a kind of place, a district. */
  textQuery: string;
  /** The language of names and addresses in the answer (ar, en). */
  languageCode: string;
  /** Places in this circle come first (a bias, not a restriction). */
  near?: GoogleLatLng & { radiusMeters: number };
  /** 1 to 20. */
  pageSize: number;
}

/** What the API may ask of the Places API. Unavailability (no key, timeouts, 429, 5xx) throws PlacesUnavailableError. */
export interface GooglePlacesClient {
  searchText(search: PlacesTextSearch): Promise<GooglePlace[]>;
  /** The place, or null when Google does not know it (any more). */
  placeDetails(placeId: string, options?: { languageCode?: string }): Promise<GooglePlace | null>;
}
