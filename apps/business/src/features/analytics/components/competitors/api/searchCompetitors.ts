// GET /api/competitors/search?query: Google places by name near the business's locations (managers and admins).
import { callRoute } from '@sumaa/api-client';
import { COMPETITOR_SEARCH_MIN_LENGTH, reportEndpoints } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { competitorQueryKeys } from './competitorQueryKeys';

/** Searches only once `query` (already trimmed and debounced) is long enough for the server to accept it. */
export function useCompetitorSearchQuery(query: string) {
  return useQuery({
    queryKey: competitorQueryKeys.search(query),
    queryFn: ({ signal }) => callRoute(reportEndpoints.searchCompetitors, { query: { query }, signal }),
    enabled: query.length >= COMPETITOR_SEARCH_MIN_LENGTH,
    // Google's answer for a name does not change while the dialog is open; a failure is shown, not retried.
    staleTime: 60_000,
    retry: false,
  });
}
