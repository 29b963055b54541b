// The guided tour of the business dashboard: its steps and where a user is in it, kept per user on the server
// so that a tour left half-way resumes on another device.
import { z } from 'zod';

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

export const productTourStateSchema = z.object({
  status: z.enum(PRODUCT_TOUR_STATUSES),
  /** The step the user is on (inProgress) or left at (skipped); null otherwise. */
  stepId: z.enum(PRODUCT_TOUR_STEPS).nullable(),
  updatedAt: z.string().nullable(),
});
export type ProductTourState = z.infer<typeof productTourStateSchema>;

/** PUT /api/onboarding/tour: what the user just did; a step is required while the tour is under way or left. */
export const productTourUpdateSchema = z
  .object({
    status: z.enum(['inProgress', 'skipped', 'finished'], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'fieldRequired' : 'invalidValue',
    }),
    stepId: z
      .enum(PRODUCT_TOUR_STEPS, { error: () => 'invalidValue' })
      .nullable()
      .optional(),
  })
  .refine((update) => update.status === 'finished' || Boolean(update.stepId), {
    path: ['stepId'],
    message: 'fieldRequired',
  });
export type ProductTourUpdate = z.infer<typeof productTourUpdateSchema>;
