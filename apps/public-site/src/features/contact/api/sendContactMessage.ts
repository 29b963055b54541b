// POST /api/contacts (spec §7, no auth): a visitor's message to the Sumaa team.
import { request } from '@sumaa/api-client';
import type { ContactMessageFields, ContactReceipt } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export const CONTACTS_PATH = '/api/contacts';

export function sendContactMessage(message: ContactMessageFields): Promise<ContactReceipt> {
  return request<ContactReceipt>(CONTACTS_PATH, { method: 'post', json: message, skipAuth: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
