// POST /api/contacts (spec §7, no auth): a visitor's message to the Sumaa team.
import { callRoute } from '@sumaa/api-client';
import { type ContactMessageFields, type ContactReceipt, sendContactMessageRoute } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function sendContactMessage(message: ContactMessageFields): Promise<ContactReceipt> {
  return callRoute(sendContactMessageRoute, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
