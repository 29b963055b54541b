// DELETE /api/competitors/{id}: stop following a competitor (its recorded history goes with it).
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitorQueryKeys } from './competitorQueryKeys';

export function useRemoveCompetitorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(reportEndpoints.removeCompetitor, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitorQueryKeys.all }),
  });
}
