// POST /api/contacts (spec §7, no auth): a visitor's message to the Sumaa team.
import { callRoute } from '@sumaa/api-client';
import { type ContactMessageFields, type ContactReceipt, sendContactMessageEndpoint } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function sendContactMessage(message: ContactMessageFields): Promise<ContactReceipt> {
  return callRoute(sendContactMessageEndpoint, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
