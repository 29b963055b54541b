// The tour's values without zod: what a browser bundle needs of product-tour.ts (re-exported there).

/** The tour's steps in order; which of them a user sees depends on the pages they may open. */
export const PRODUCT_TOUR_STEPS = ['overview', 'reviews', 'reply', 'analytics', 'team'] as const;

export type ProductTourStepId = (typeof PRODUCT_TOUR_STEPS)[number];

/**
 * - notStarted: never asked for; requested: chose "Take the tour" at the end of onboarding, not yet begun;
 * - inProgress: under way at `stepId` (a reload opens it there again); skipped: left at `stepId` (resumed from
 *   the user menu); finished: seen to the end (offered again from the user menu, from the start).
 */
export const PRODUCT_TOUR_STATUSES = [
  'notStarted',
  'requested',
  'inProgress',
  'skipped',
  'finished',
] as const;

export type ProductTourStatus = (typeof PRODUCT_TOUR_STATUSES)[number];
