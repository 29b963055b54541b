// What the stand-in holds in memory: Google users, their Business Profile accounts, locations and reviews.
// Field names follow Google's resources; the renderers in business-profile/ turn these into Google's JSON.

export interface GoogleUser {
  /** Google's stable numeric user id (the ID token's `sub`). */
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  locale: 'ar' | 'en';
  /** One line per language for the consent page's account chooser. */
  description: { ar: string; en: string };
}

export type AccountType = 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION';
export type AccountRole = 'PRIMARY_OWNER' | 'OWNER' | 'MANAGER' | 'SITE_MANAGER';

export interface StoredAccount {
  /** The numeric part of `accounts/{id}`. */
  id: string;
  accountName: string;
  type: AccountType;
  verificationState: 'VERIFIED' | 'UNVERIFIED';
  vettedState: 'NOT_VETTED' | 'VETTED';
  /** Who may read it (Google user `sub`) and with which role. */
  members: Array<{ sub: string; role: AccountRole }>;
  locationIds: string[];
}

export interface StoredAddress {
  regionCode: string;
  languageCode: string;
  postalCode: string;
  administrativeArea: string;
  locality: string;
  addressLines: string[];
}

export interface StoredLocation {
  /** The numeric part of `locations/{id}` (and of `accounts/{a}/locations/{id}` in v4). */
  id: string;
  accountId: string;
  title: string;
  storeCode: string;
  languageCode: 'ar' | 'en';
  primaryPhone: string;
  storefrontAddress: StoredAddress;
  websiteUri: string;
  category: { name: string; displayName: string };
  latlng: { latitude: number; longitude: number };
  placeId: string;
  /** Google Maps customer id, part of `mapsUri`. */
  cid: string;
  reviews: StoredReview[];
}

export type StarRating = 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
export const STAR_RATINGS: readonly StarRating[] = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

export interface StoredReview {
  reviewId: string;
  reviewer: {
    displayName: string;
    isAnonymous: boolean;
    /** Seeds the avatar served by the stand-in; absent for anonymous reviewers (Google sends no photo then). */
    avatarKey?: string;
  };
  /** 1 to 5. */
  stars: number;
  /** Absent for rating-only reviews (Google omits the field). */
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

export interface SeedData {
  users: GoogleUser[];
  accounts: StoredAccount[];
  locations: StoredLocation[];
}
