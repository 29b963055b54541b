// PUT /api/contacts/{id}/status (spec §7: body messageId, status). The row shows the new status at once and goes
// back if the server refuses.
import { callRoute } from '@sumaa/api-client';
import {
  setContactStatusEndpoint,
  type ContactInboxMessage,
  type ContactInboxPage,
  type ContactStatus,
} from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';
import { patchContactInLists } from './patchContactInLists';

export function useSetContactStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
      callRoute(setContactStatusEndpoint, { params: { id }, body: { messageId: id, status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: contactQueryKeys.lists });
      const previous = queryClient.getQueriesData<ContactInboxPage>({ queryKey: contactQueryKeys.lists });
      patchContactInLists(queryClient, id, { status });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (message: ContactInboxMessage) => patchContactInLists(queryClient, message.id, message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactQueryKeys.lists }),
  });
}
