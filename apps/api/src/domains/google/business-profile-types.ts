// Google Business Profile resources as Google names them (Account Management v1, Business Information
// v1, My Business v4 reviews). Only the fields Sumaa reads are listed; Google may send more.

/** accounts.list: https://developers.google.com/my-business/reference/accountmanagement/rest/v1/accounts */
export interface GoogleAccount {
  /** `accounts/{accountId}` */
  name: string;
  accountName: string;
  /** PERSONAL, LOCATION_GROUP, USER_GROUP, ORGANIZATION */
  type: string;
}

export interface GooglePostalAddress {
  regionCode?: string;
  languageCode?: string;
  postalCode?: string;
  administrativeArea?: string;
  locality?: string;
  sublocality?: string;
  addressLines?: string[];
}

/** accounts.locations.list: https://developers.google.com/my-business/reference/businessinformation/rest/v1/accounts.locations */
export interface GoogleLocation {
  /** `locations/{locationId}` (Business Information v1 names a location without its account). */
  name: string;
  title: string;
  storefrontAddress?: GooglePostalAddress;
  phoneNumbers?: { primaryPhone?: string; additionalPhones?: string[] };
  websiteUri?: string;
  metadata?: { placeId?: string; mapsUri?: string; newReviewUri?: string };
}

export type GoogleStarRating = 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';

/** accounts.locations.reviews: https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews */
export interface GoogleReview {
  /** `accounts/{a}/locations/{l}/reviews/{r}`: the key a review is stored under. */
  name: string;
  reviewId: string;
  reviewer: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating: GoogleStarRating;
  /** Absent for a rating without text; a translated one reads "(Translated by Google) …(Original) …". */
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

export interface GoogleReviewsPage {
  reviews: GoogleReview[];
  averageRating?: number;
  totalReviewCount?: number;
  nextPageToken?: string;
}

export interface GoogleReviewsPageOptions {
  /** 1 to 50 (Google's maximum). */
  pageSize: number;
  pageToken?: string;
  /** `updateTime desc` (Google's default), `rating` or `rating desc`. */
  orderBy?: string;
}

/** What the rest of the API may ask of Google for one business. Every call retries and refreshes on its own. */
export interface GoogleBusinessProfileClient {
  listAccounts(): Promise<GoogleAccount[]>;
  /** Every page; readMask name,title,storefrontAddress,phoneNumbers,websiteUri,metadata. */
  listLocations(accountName: string): Promise<GoogleLocation[]>;
  /** One page of a location's reviews; `locationName` is `accounts/{a}/locations/{l}`. */
  listReviewsPage(locationName: string, options: GoogleReviewsPageOptions): Promise<GoogleReviewsPage>;
  updateReply(reviewName: string, comment: string): Promise<{ comment: string; updateTime: string }>;
  deleteReply(reviewName: string): Promise<void>;
}
