// GET /api/contacts?page&pageSize&search&status&sortBy&sortDir (spec §7): one page of the inbox, each message with
// its SLA state and reply count. The previous page stays on screen while the next loads. No sample data on failure
// (decisions #3): the screen shows the error with a retry.
import { callRoute } from '@sumaa/api-client';
import { listContactMessagesEndpoint, type ContactListQuery } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';

export function useContactMessagesQuery(query: ContactListQuery) {
  return useQuery({
    queryKey: contactQueryKeys.list(query),
    queryFn: ({ signal }) => callRoute(listContactMessagesEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
