// GET /api/competitors: the business's own figures beside each competitor's, today's and since each was added.
import { callRoute } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { competitorQueryKeys } from './competitorQueryKeys';

export function useCompetitorComparisonQuery() {
  return useQuery({
    queryKey: competitorQueryKeys.comparison,
    queryFn: ({ signal }) => callRoute(reportEndpoints.competitors, { signal }),
  });
}
