// The Google integration's one public door (H-b and every later feature import only from here).
// Real protocol, configurable base URLs: Google's own endpoints in production, the local stand-in by
// default (apps/api/README.md "Google").
import fp from 'fastify-plugin';
import { googleDomain } from './routes';

export type {
  GoogleAccount,
  GoogleBusinessProfileClient,
  GoogleLocation,
  GooglePostalAddress,
  GoogleReview,
  GoogleReviewsPage,
  GoogleReviewsPageOptions,
  GoogleStarRating,
} from './business-profile-types';
export { LOCATION_READ_MASK, REVIEWS_PAGE_SIZE_MAX } from './business-profile-client';
export { GoogleApiError, GoogleNotConnectedError } from './errors';
export { googleClientFor, ACCESS_TOKEN_RENEW_MARGIN_MS } from './google-client-for';
export { revokeGoogleGrant, type GrantRevocation } from './grant-revocation';
export { GOOGLE_BUSINESS_SCOPE } from './oauth-client';
export type { GoogleLatLng, GooglePlace, GooglePlacesClient, PlacesTextSearch } from './places-types';
export { PlacesUnavailableError, createPlacesClient, googlePlacesClient } from './places-client';
export { resolveGoogleAccount } from './google-accounts';
export { findGoogleLocations, withReviewStats, type GoogleLocationDetails } from './google-locations';
export { googleServices } from './google-services';
export { googleEnvironment, readGoogleConfig, type GoogleConfig } from './google-config';
export {
  countLinkedLocations,
  readConnectionRow,
  readLinkedLocations,
  refreshLinkedLocation,
  type LocationRow,
} from './google-store';

export const googlePlugin = fp(
  async (app) => {
    await app.register(googleDomain);
  },
  { name: 'google', dependencies: ['jobs', 'mail', 'authentication', 'auth', 'platform', 'businesses'] },
);
