// GET /api/contacts/assignees: the platform users a message or a rule may be assigned to (active super admins).
import { callRoute } from '@sumaa/api-client';
import { listContactAssigneesEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';

export function useContactAssigneesQuery() {
  return useQuery({
    queryKey: contactQueryKeys.assignees,
    queryFn: async ({ signal }) => (await callRoute(listContactAssigneesEndpoint, { signal })).items,
    staleTime: 60_000,
  });
}
