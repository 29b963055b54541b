// Assigning a review to a team member (spec §7 POST /api/Reviews/{id}/assign, body AssignedToId).
import { z } from 'zod';
// Zod-free values, in their own module so that a browser bundle using only them carries no zod (issue 25).
export { REVIEW_ASSIGNMENT_FILTERS, type ReviewAssignmentFilter } from './assignment-values';

/**
 * The member's user id (the team list's `userId`, what `assignment.assignedTo` carries; their membership `id`
 * is accepted too) assigns or reassigns; null or an empty string unassigns.
 */
export const assignReviewSchema = z.object({
  AssignedToId: z
    .string({ error: 'assigneeRequired' })
    .trim()
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type AssignReviewRequest = z.input<typeof assignReviewSchema>;
