// GET /api/team-members: who a review can be assigned to. Every member reads the active members' names
// and roles; only active members are offered.
import { callRoute } from '@sumaa/api-client';
import { type TeamMember, teamMembersEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';

/** The id AssignedToId takes for a member, and that a review's assignment names. */
export const assigneeIdOf = (member: TeamMember): string => member.userId;

export function useAssigneesQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: reviewQueryKeys.assignees,
    queryFn: ({ signal }) => callRoute(teamMembersEndpoint, { signal }),
    select: (members) => members.filter((member) => member.status === 'Active'),
    enabled,
    staleTime: 60_000,
  });
}
