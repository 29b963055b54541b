// POST /api/contacts/{id}/reply (spec §7: body contactMessageId, content, isPublic). A public reply is e-mailed to
// the sender by the server; a note is not. The replies and the list's reply count are read again afterwards.
import { callRoute } from '@sumaa/api-client';
import { replyToContactEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';

export function useReplyToContactMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, isPublic }: { content: string; isPublic: boolean }) =>
      callRoute(replyToContactEndpoint, {
        params: { id },
        body: { contactMessageId: id, content, isPublic },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactQueryKeys.replies(id) }),
        queryClient.invalidateQueries({ queryKey: contactQueryKeys.lists }),
      ]),
  });
}
