// Assigning a review to a team member (spec §7 POST /api/Reviews/{id}/assign, body AssignedToId).
import { z } from 'zod';

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

/** The inbox's assignment filter: everything, assigned to the caller, to anyone, to no one. */
export const REVIEW_ASSIGNMENT_FILTERS = ['all', 'me', 'anyone', 'nobody'] as const;
export type ReviewAssignmentFilter = (typeof REVIEW_ASSIGNMENT_FILTERS)[number];
