// The landing page's static marketing claims (spec §1) and the trial length (spec §9), in one place.

export const BUSINESSES_SERVED = 10_000;
export const REVIEWS_MANAGED = 2_000_000;
/** Out of five. */
export const CUSTOMER_SATISFACTION = 4.9;
/** Out of five. */
export const AVERAGE_CUSTOMER_RATING = 4.8;
export const RATING_SCALE = 5;

export const FREE_TRIAL_DAYS = 14;
