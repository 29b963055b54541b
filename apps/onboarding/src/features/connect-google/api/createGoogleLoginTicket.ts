// POST /api/Auth/google-login/ticket: a one-time URL for the Google popup (the popup cannot carry our bearer).
import { request } from '@sumaa/api-client';
import { GOOGLE_LOGIN_PATHS, type GoogleLoginTicketModel } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function createGoogleLoginTicket(): Promise<GoogleLoginTicketModel> {
  return request<GoogleLoginTicketModel>(GOOGLE_LOGIN_PATHS.ticket, { method: 'post' });
}

export function useCreateGoogleLoginTicket() {
  return useMutation({ mutationFn: createGoogleLoginTicket });
}
