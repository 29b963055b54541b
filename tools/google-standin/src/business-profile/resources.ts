// Google's JSON for accounts, locations and reviews. Like Google (proto3 JSON), fields at their default value are
// left out: no `isAnonymous: false`, no `comment` on a rating-only review, no empty lists.
import type { AccountRole, StoredAccount, StoredLocation, StoredReview } from '../model';
import { STAR_RATINGS } from '../model';

export function accountResource(account: StoredAccount, role: AccountRole): Record<string, unknown> {
  return {
    name: `accounts/${account.id}`,
    accountName: account.accountName,
    type: account.type,
    role,
    verificationState: account.verificationState,
    vettedState: account.vettedState,
    permissionLevel: role === 'PRIMARY_OWNER' || role === 'OWNER' ? 'OWNER_LEVEL' : 'MEMBER_LEVEL',
  };
}

/** Every top-level field of Business Information v1's Location: any may be named in `readMask`. */
export const LOCATION_FIELDS = [
  'name',
  'languageCode',
  'storeCode',
  'title',
  'phoneNumbers',
  'categories',
  'storefrontAddress',
  'websiteUri',
  'regularHours',
  'specialHours',
  'serviceArea',
  'labels',
  'adWordsLocationExtensions',
  'latlng',
  'openInfo',
  'metadata',
  'profile',
  'relationshipData',
  'moreHours',
  'serviceItems',
] as const;

export function locationResource(location: StoredLocation): Record<string, unknown> {
  return {
    name: `locations/${location.id}`,
    languageCode: location.languageCode,
    storeCode: location.storeCode,
    title: location.title,
    phoneNumbers: { primaryPhone: location.primaryPhone },
    categories: { primaryCategory: location.category },
    storefrontAddress: location.storefrontAddress,
    websiteUri: location.websiteUri,
    latlng: location.latlng,
    openInfo: { status: 'OPEN', canReopen: true },
    metadata: {
      hasGoogleUpdated: false,
      canDelete: true,
      canOperateLocalPost: true,
      placeId: location.placeId,
      mapsUri: `https://maps.google.com/maps?cid=${location.cid}`,
      newReviewUri: `https://search.google.com/local/writereview?placeid=${location.placeId}`,
    },
  };
}

/**
 * Keeps only the masked paths (`title`, `metadata.placeId`, …). Paths were validated against LOCATION_FIELDS;
 * a path the location has no value for is simply absent, as on Google.
 */
export function applyReadMask(
  resource: Record<string, unknown>,
  paths: readonly string[],
): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const path of paths) {
    const segments = path.split('.');
    let source: unknown = resource;
    for (const segment of segments) {
      source =
        typeof source === 'object' && source !== null
          ? (source as Record<string, unknown>)[segment]
          : undefined;
    }
    if (source === undefined) continue;
    let target = masked;
    segments.slice(0, -1).forEach((segment) => {
      target[segment] = (target[segment] as Record<string, unknown> | undefined) ?? {};
      target = target[segment] as Record<string, unknown>;
    });
    target[segments[segments.length - 1]] = source;
  }
  return masked;
}

export function reviewResource(
  accountId: string,
  location: StoredLocation,
  review: StoredReview,
  origin: string,
): Record<string, unknown> {
  const reviewer: Record<string, unknown> = {};
  if (review.reviewer.avatarKey)
    reviewer.profilePhotoUrl = `${origin}/avatars/${review.reviewer.avatarKey}.svg`;
  reviewer.displayName = review.reviewer.displayName;
  if (review.reviewer.isAnonymous) reviewer.isAnonymous = true;

  const resource: Record<string, unknown> = {
    name: `accounts/${accountId}/locations/${location.id}/reviews/${review.reviewId}`,
    reviewId: review.reviewId,
    reviewer,
    starRating: STAR_RATINGS[review.stars - 1],
  };
  if (review.comment !== undefined) resource.comment = review.comment;
  resource.createTime = review.createTime;
  resource.updateTime = review.updateTime;
  if (review.reviewReply) resource.reviewReply = { ...review.reviewReply };
  return resource;
}
