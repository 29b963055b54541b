// PUT /api/team-members/{id}/deactivate (spec §7): body id, businessId. The member's sessions end at once.
import { callRoute } from '@sumaa/api-client';
import { deactivateTeamMemberEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamQueryKeys } from './teamQueryKeys';

export function useDeactivateTeamMemberMutation(businessId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callRoute(deactivateTeamMemberEndpoint, {
        params: { id },
        body: { id, businessId: businessId ?? undefined },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
  });
}
