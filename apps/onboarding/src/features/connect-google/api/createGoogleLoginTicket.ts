// POST /api/Auth/google-login/ticket: a one-time URL for the Google popup (the popup cannot carry our bearer).
import { callRoute } from '@sumaa/api-client';
import { googleLoginTicketEndpoint, type GoogleLoginTicketModel } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function createGoogleLoginTicket(): Promise<GoogleLoginTicketModel> {
  return callRoute(googleLoginTicketEndpoint);
}

export function useCreateGoogleLoginTicket() {
  return useMutation({ mutationFn: createGoogleLoginTicket });
}
