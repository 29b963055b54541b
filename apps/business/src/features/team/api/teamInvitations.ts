// GET /api/team-members/invitations: invitations not accepted yet, newest first.
import { callRoute } from '@sumaa/api-client';
import { teamInvitationsEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { teamQueryKeys } from './teamQueryKeys';

export function useTeamInvitationsQuery(businessId: string | null) {
  return useQuery({
    queryKey: teamQueryKeys.invitations(businessId),
    queryFn: ({ signal }) => callRoute(teamInvitationsEndpoint, { signal }),
  });
}
