// The locations the business's Google account manages, as Sumaa shows and links them: every account,
// every page of locations, and each location's rating and review count (Google gives those only with
// the reviews, so one page of size 1 per location, a few at a time).
import type {
  GoogleAccount,
  GoogleBusinessProfileClient,
  GoogleLocation as GoogleApiLocation,
  GooglePostalAddress,
} from './';
import { mapWithConcurrency } from '../../lib/bounded-concurrency';

/** Per-location review calls under way at once. */
const REVIEW_STATS_CONCURRENCY = 4;

export interface GoogleLocationDetails {
  placeId: string;
  /** v4 name `accounts/{a}/locations/{l}`, the parent of the location's reviews. */
  locationName: string;
  title: string;
  address: string;
  phone: string | null;
  website: string | null;
  mapsUri: string | null;
  rating: number | null;
  reviewCount: number;
}

/** One line from Google's postal address, most precise part first (how addresses read in both languages). */
export function formatPostalAddress(address: GooglePostalAddress | undefined): string {
  if (!address) return '';
  const parts = [
    ...(address.addressLines ?? []),
    address.sublocality,
    address.locality,
    address.administrativeArea,
    address.postalCode,
  ];
  // A locality repeated as the administrative area (Dubai, Dubai) is said once.
  const distinct = new Set(parts.map((part) => part?.trim() ?? '').filter((part) => part !== ''));
  return [...distinct].join(', ');
}

/** Business Information v1 names a location `locations/{l}`; reviews (v4) live under its account. */
export function reviewsParentName(accountName: string, location: GoogleApiLocation): string {
  return location.name.startsWith('accounts/') ? location.name : `${accountName}/${location.name}`;
}

function emptyAsNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A location of the connected account, before its review numbers are asked for. */
export interface GoogleLocationEntry {
  placeId: string;
  accountName: string;
  location: GoogleApiLocation;
}

/**
 * Every location with a place id the connected account can see. The same location reached through two
 * accounts (a personal account and a location group) is listed once. Locations without a place id (not
 * yet verified on Maps) cannot have public reviews and are left out.
 */
export async function findGoogleLocations(
  client: GoogleBusinessProfileClient,
  accounts?: readonly GoogleAccount[],
): Promise<GoogleLocationEntry[]> {
  const byPlaceId = new Map<string, GoogleLocationEntry>();
  for (const account of accounts ?? (await client.listAccounts())) {
    for (const location of await client.listLocations(account.name)) {
      const placeId = location.metadata?.placeId?.trim();
      if (placeId && !byPlaceId.has(placeId))
        byPlaceId.set(placeId, { placeId, accountName: account.name, location });
    }
  }
  return [...byPlaceId.values()];
}

/** Adds each location's rating and review count (one reviews page of size 1 each, a few at a time). */
export function withReviewStats(
  client: GoogleBusinessProfileClient,
  entries: readonly GoogleLocationEntry[],
): Promise<GoogleLocationDetails[]> {
  return mapWithConcurrency(entries, REVIEW_STATS_CONCURRENCY, async ({ placeId, accountName, location }) => {
    const locationName = reviewsParentName(accountName, location);
    const stats = await client.listReviewsPage(locationName, { pageSize: 1 });
    const reviewCount = Math.max(0, Math.trunc(stats.totalReviewCount ?? 0));
    return {
      placeId,
      locationName,
      title: location.title.trim() || placeId,
      address: formatPostalAddress(location.storefrontAddress),
      phone: emptyAsNull(location.phoneNumbers?.primaryPhone),
      website: emptyAsNull(location.websiteUri),
      mapsUri: emptyAsNull(location.metadata?.mapsUri),
      rating: reviewCount > 0 && typeof stats.averageRating === 'number' ? stats.averageRating : null,
      reviewCount,
    };
  });
}

/** Everything the locations screen shows, for every location of the connected account. */
export async function listGoogleLocations(
  client: GoogleBusinessProfileClient,
): Promise<GoogleLocationDetails[]> {
  return withReviewStats(client, await findGoogleLocations(client));
}
