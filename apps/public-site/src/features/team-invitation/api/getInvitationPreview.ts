// GET /api/team-members/complete/{token} (no auth: the token is the key): who invites whom, as what, and
// whether the invited address already has an account.
import { ApiError, callRoute } from '@sumaa/api-client';
import { type InvitationPreview, invitationPreviewEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

export const invitationPreviewQueryKey = (token: string) => ['team-invitation', token] as const;

export function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return callRoute(invitationPreviewEndpoint, { params: { token }, signal });
}

/** The link itself is refused (unknown, expired or used; a malformed token): no retry will change that. */
export function isInvitationRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && [400, 404, 410].includes(error.status);
}

export function useInvitationPreviewQuery(token: string) {
  return useQuery({
    queryKey: invitationPreviewQueryKey(token),
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    // Read once per visit: a refetch on focus would turn the page into "already used" right after joining.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
