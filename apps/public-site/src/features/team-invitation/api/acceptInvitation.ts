// POST /api/team-members/accept/{token} (signed in): the signed-in account, whose e-mail is the invited one,
// joins the business.
import { callRoute } from '@sumaa/api-client';
import { acceptInvitationEndpoint } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function acceptInvitation(token: string) {
  return callRoute(acceptInvitationEndpoint, { params: { token } });
}

export function useAcceptInvitationMutation() {
  return useMutation({ mutationFn: acceptInvitation });
}
