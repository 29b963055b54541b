// POST /api/team-members/invite (spec §7): e-mail, role, businessId, permissions.
import { callRoute } from '@sumaa/api-client';
import {
  type InviteTeamMemberRequest,
  inviteTeamMemberEndpoint,
  type TeamInvitation,
} from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamQueryKeys } from './teamQueryKeys';

export function useInviteTeamMemberMutation(businessId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InviteTeamMemberRequest) =>
      callRoute(inviteTeamMemberEndpoint, { body: invitation }),
    onSuccess: async (invitation) => {
      // Shown at once at the top of the list, then the list is read again from the server.
      queryClient.setQueryData<TeamInvitation[]>(teamQueryKeys.invitations(businessId), (current) =>
        current ? [invitation, ...current.filter((item) => item.id !== invitation.id)] : current,
      );
      await queryClient.invalidateQueries({ queryKey: teamQueryKeys.all });
    },
  });
}
