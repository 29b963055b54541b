// DELETE /api/reply-templates/{id} (Settings): gone from the list once the server confirms.
import { callRoute } from '@sumaa/api-client';
import { type ReplyTemplate, reviewEndpoints } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyTemplatesQueryKey } from './replyTemplates';

export function useDeleteReplyTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(reviewEndpoints.deleteTemplate, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ReplyTemplate[]>(replyTemplatesQueryKey, (current) =>
        current?.filter((template) => template.id !== id),
      ),
  });
}
