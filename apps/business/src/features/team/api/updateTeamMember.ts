// PUT /api/team-members/{id} (spec §7): body id, businessId, role, status, permissions.
import { callRoute } from '@sumaa/api-client';
import { type UpdateTeamMemberRequest, updateTeamMemberEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamQueryKeys } from './teamQueryKeys';

export function useUpdateTeamMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateTeamMemberRequest & { id: string }) =>
      callRoute(updateTeamMemberEndpoint, { params: { id }, body: { id, ...changes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
  });
}
