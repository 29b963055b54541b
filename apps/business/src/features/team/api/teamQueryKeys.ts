// The team page's cache keys: every key starts with `team`, so one invalidation after a change refreshes the
// members and the invitations together.
export const teamQueryKeys = {
  all: ['team'] as const,
  members: (businessId: string | null) => ['team', 'members', businessId] as const,
  invitations: (businessId: string | null) => ['team', 'invitations', businessId] as const,
};
