// GET and PUT /api/reply-voice (Settings): the business's voice for AI drafts; a save's answer replaces the cache.
import { callRoute } from '@sumaa/api-client';
import { replyVoiceEndpoints, type ReplyVoiceWriteRequest } from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const replyVoiceQueryKey = ['replyVoice'] as const;

export function useReplyVoiceQuery() {
  return useQuery({
    queryKey: replyVoiceQueryKey,
    queryFn: ({ signal }) => callRoute(replyVoiceEndpoints.voice, { signal }),
  });
}

export function useUpdateReplyVoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voice: ReplyVoiceWriteRequest) =>
      callRoute(replyVoiceEndpoints.updateVoice, { body: voice }),
    onSuccess: (saved) => queryClient.setQueryData(replyVoiceQueryKey, saved),
  });
}
