// GET /api/contacts/{id}/replies (spec §7: model.items): a message's replies and internal notes, oldest first.
import { callRoute } from '@sumaa/api-client';
import { listContactRepliesEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';

export function useContactRepliesQuery(id: string) {
  return useQuery({
    queryKey: contactQueryKeys.replies(id),
    queryFn: async ({ signal }) =>
      (await callRoute(listContactRepliesEndpoint, { params: { id }, signal })).items,
  });
}
