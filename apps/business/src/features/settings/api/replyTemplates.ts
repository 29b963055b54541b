// GET /api/reply-templates: the business's smart-reply templates (three per sentiment and language to start).
import { callRoute } from '@sumaa/api-client';
import { reviewEndpoints } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export const replyTemplatesQueryKey = ['replyTemplates'] as const;

export function useReplyTemplatesQuery() {
  return useQuery({
    queryKey: replyTemplatesQueryKey,
    queryFn: ({ signal }) => callRoute(reviewEndpoints.templates, { signal }),
  });
}
