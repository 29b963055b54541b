// POST /api/team-members/invitations/{id}/resend: a new link, valid 7 more days; the old one stops working.
import { callRoute } from '@sumaa/api-client';
import { resendTeamInvitationEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamQueryKeys } from './teamQueryKeys';

export function useResendTeamInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(resendTeamInvitationEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
  });
}
