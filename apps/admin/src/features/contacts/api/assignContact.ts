// POST /api/Contacts/assign (spec §7: body messageId, assignedToId; null unassigns). Optimistic, rolled back on
// failure.
import { callRoute } from '@sumaa/api-client';
import { assignContactEndpoint, type ContactInboxPage } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';
import { patchContactInLists } from './patchContactInLists';

export function useAssignContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      assignedToId,
    }: {
      id: string;
      assignedToId: string | null;
      assigneeName: string | null;
    }) => callRoute(assignContactEndpoint, { body: { messageId: id, assignedToId } }),
    onMutate: async ({ id, assignedToId, assigneeName }) => {
      await queryClient.cancelQueries({ queryKey: contactQueryKeys.lists });
      const previous = queryClient.getQueriesData<ContactInboxPage>({ queryKey: contactQueryKeys.lists });
      patchContactInLists(queryClient, id, { assignedToUserId: assignedToId, assignedToName: assigneeName });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (message) => patchContactInLists(queryClient, message.id, message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactQueryKeys.lists }),
  });
}
