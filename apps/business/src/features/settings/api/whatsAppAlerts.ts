// GET and PUT /api/notifications/whatsapp-alerts: the signed-in member's own WhatsApp alerts of new negative
// reviews in this business, and whether WhatsApp is set up on the server (`available`). The PUT's answer replaces
// the query's data, so the switch and the business-wide setting read the saved choice at once.
import { callRoute } from '@sumaa/api-client';
import {
  notificationEndpoints,
  type UpdateWhatsAppAlertChoiceRequest,
  type WhatsAppAlertChoice,
} from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const whatsAppAlertsQueryKey = ['notifications', 'whatsAppAlerts'] as const;

export function useWhatsAppAlertsQuery() {
  return useQuery({
    queryKey: whatsAppAlertsQueryKey,
    queryFn: ({ signal }): Promise<WhatsAppAlertChoice> =>
      callRoute(notificationEndpoints.whatsAppAlerts, { signal }),
  });
}

export function useUpdateWhatsAppAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: UpdateWhatsAppAlertChoiceRequest): Promise<WhatsAppAlertChoice> =>
      callRoute(notificationEndpoints.updateWhatsAppAlerts, { body: choice }),
    onSuccess: (saved) => queryClient.setQueryData(whatsAppAlertsQueryKey, saved),
  });
}
