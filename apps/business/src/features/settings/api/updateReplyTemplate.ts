// PUT /api/reply-templates/{id} (Settings): the server's answer replaces the template in the list.
import { callRoute } from '@sumaa/api-client';
import { type ReplyTemplate, type ReplyTemplateWriteRequest, reviewEndpoints } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyTemplatesQueryKey } from './replyTemplates';

export function useUpdateReplyTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, template }: { id: string; template: ReplyTemplateWriteRequest }) =>
      callRoute(reviewEndpoints.updateTemplate, { params: { id }, body: template }),
    onSuccess: (updated) =>
      queryClient.setQueryData<ReplyTemplate[]>(replyTemplatesQueryKey, (current) =>
        current?.map((template) => (template.id === updated.id ? updated : template)),
      ),
  });
}
