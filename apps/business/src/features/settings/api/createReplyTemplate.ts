// POST /api/reply-templates (Settings): the new template joins the list at once.
import { callRoute } from '@sumaa/api-client';
import { type ReplyTemplate, type ReplyTemplateWriteRequest, reviewEndpoints } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyTemplatesQueryKey } from './replyTemplates';

export function useCreateReplyTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: ReplyTemplateWriteRequest) =>
      callRoute(reviewEndpoints.createTemplate, { body: template }),
    onSuccess: (created) =>
      queryClient.setQueryData<ReplyTemplate[]>(replyTemplatesQueryKey, (current) =>
        current ? [...current, created] : current,
      ),
  });
}
