// The guided tour of the business dashboard: its steps and where a user is in it, kept per user on the server
// so that a tour left half-way resumes on another device.
import { z } from 'zod';
import { PRODUCT_TOUR_STEPS, PRODUCT_TOUR_STATUSES } from './product-tour-values';
// Zod-free values, in their own module so that a browser bundle using only them carries no zod (issue 25).
export {
  PRODUCT_TOUR_STEPS,
  PRODUCT_TOUR_STATUSES,
  type ProductTourStepId,
  type ProductTourStatus,
} from './product-tour-values';

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
