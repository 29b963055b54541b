// GET and PUT /api/review-requests/settings: templates per channel and language, the WhatsApp template name, the
// cooldown, the quiet hours, the channels on, the delay after a visit. PUT takes all of them and answers the saved.
import { callRoute } from '@sumaa/api-client';
import {
  type ReviewRequestSettingsBody,
  reviewRequestSettingsEndpoint,
  updateReviewRequestSettingsEndpoint,
} from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export function useReviewRequestSettingsQuery() {
  return useQuery({
    queryKey: requestQueryKeys.settings,
    queryFn: ({ signal }) => callRoute(reviewRequestSettingsEndpoint, { signal }),
  });
}

export function useUpdateReviewRequestSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequestSettingsBody) => callRoute(updateReviewRequestSettingsEndpoint, { body }),
    onSuccess: (saved) => queryClient.setQueryData(requestQueryKeys.settings, saved),
  });
}
