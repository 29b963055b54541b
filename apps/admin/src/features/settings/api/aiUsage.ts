// GET /api/admin/ai-usage?days (issue 24): where the AI calls go and how many were made. The previous figures stay
// on screen (dimmed) while another window loads.
import { callRoute } from '@sumaa/api-client';
import { adminAiUsageEndpoint } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const aiUsageQueryKeys = {
  all: ['admin-ai-usage'] as const,
  of: (days: number) => ['admin-ai-usage', days] as const,
};

export function useAiUsageQuery(days: number) {
  return useQuery({
    queryKey: aiUsageQueryKeys.of(days),
    queryFn: ({ signal }) => callRoute(adminAiUsageEndpoint, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}
