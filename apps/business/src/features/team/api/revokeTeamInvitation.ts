// DELETE /api/team-members/invitations/{id}: the invitation's link stops working.
import { callRoute } from '@sumaa/api-client';
import { revokeTeamInvitationEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamQueryKeys } from './teamQueryKeys';

export function useRevokeTeamInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(revokeTeamInvitationEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
  });
}
