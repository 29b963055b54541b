// GET /api/team-members?businessId (spec §7): with ManageTeam, every member with e-mail, dates, permissions and stats.
import { callRoute } from '@sumaa/api-client';
import { teamMembersEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { teamQueryKeys } from './teamQueryKeys';

export function useTeamMembersQuery(businessId: string | null) {
  return useQuery({
    queryKey: teamQueryKeys.members(businessId),
    queryFn: ({ signal }) =>
      callRoute(teamMembersEndpoint, { query: { businessId: businessId ?? undefined }, signal }),
  });
}
