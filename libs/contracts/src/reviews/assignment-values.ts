// The assignment filter without zod: what a browser bundle needs of assignment.ts (re-exported there).

/** The inbox's assignment filter: everything, assigned to the caller, to anyone, to no one. */
export const REVIEW_ASSIGNMENT_FILTERS = ['all', 'me', 'anyone', 'nobody'] as const;

export type ReviewAssignmentFilter = (typeof REVIEW_ASSIGNMENT_FILTERS)[number];
