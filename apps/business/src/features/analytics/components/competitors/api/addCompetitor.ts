// POST /api/competitors {placeId}: follow a place; its figures are read from Google at once.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitorQueryKeys } from './competitorQueryKeys';

export function useAddCompetitorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) => callRoute(reportEndpoints.addCompetitor, { body: { placeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitorQueryKeys.all }),
  });
}
