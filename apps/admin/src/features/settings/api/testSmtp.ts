// POST /api/platform-settings/smtp/test {to}: a test e-mail with the saved SMTP settings; on success they
// become the platform's mail transport.
import { callRoute } from '@sumaa/api-client';
import { testSmtpEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformSettingsQueryKey } from './platformSettings';

export function useTestSmtpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => callRoute(testSmtpEndpoint, { body: { to } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformSettingsQueryKey }),
  });
}
