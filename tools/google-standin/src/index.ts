// The stand-in's one public door: start it in-process (API tests, the benchmark), read the defaults, build
// fault settings. The command line (main.ts) uses the same function.
import { BENCH_USER, SEEDED_USERS } from './seed/seeded-businesses';

export {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_BENCH_REVIEWS,
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  DEFAULT_PLACES_API_KEY,
  DEFAULT_PORT,
  DEFAULT_SCOPE,
  StandinRequestError,
  startGoogleStandin,
} from './standin';
export type {
  AuthorizeRequest,
  FaultsUpdate,
  GoogleStandin,
  GoogleStandinOptions,
  SeededLocationSummary,
  SeededUserSummary,
  StandinState,
} from './standin';
export type { FaultFrequency, FaultSettings } from './faults';
export type { LocationReviewsInspection } from './business-profile/inspection';
export type { NewReview, ReviewEdit } from './business-profile/new-reviews';
export type { PlaceFiguresChange, PlaceSummary } from './places/place-admin';
export { ANONYMOUS_REVIEWER_NAME, googleTranslatedComment } from './seed/review-generator';
export { BUSINESS_MANAGE_SCOPE } from './oauth/scopes';

const emailOf = (key: string) => [...SEEDED_USERS, BENCH_USER].find((user) => user.key === key)!.email;

/** The seeded Google users' e-mails, for tests that sign in as one of them. */
export const STANDIN_USERS = {
  /** Arabic café chain owner (مقهى الرياض), also manages a restaurant group and dental clinics. */
  cafeOwner: emailOf('cafe-owner'),
  /** English hotel group owner (Dubai). */
  hotelOwner: emailOf('hotel-owner'),
  /** A Google account with no Business Profile accounts (`GET /v1/accounts` answers `{}`). */
  noBusiness: emailOf('no-business'),
  /** One location with `benchReviews` reviews (absent when benchReviews is 0). */
  bench: emailOf('bench'),
};
