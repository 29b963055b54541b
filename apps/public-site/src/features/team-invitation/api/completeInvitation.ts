// POST /api/team-members/complete/{token} (no auth, multipart): a new member's name, password and optional
// photo; answers the new member's session.
import { callRoute } from '@sumaa/api-client';
import { type AuthSession, completeInvitationEndpoint } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export interface CompleteInvitationInput {
  token: string;
  name: string;
  password: string;
  confirmPassword: string;
  /** Sent as `photo`; the server prefers an uploaded file to a photoUrl, so none is sent with it. */
  photo: File | null;
}

export function completeInvitation({
  token,
  photo,
  ...fields
}: CompleteInvitationInput): Promise<AuthSession> {
  const body = new FormData();
  body.append('token', token);
  body.append('name', fields.name);
  body.append('password', fields.password);
  body.append('confirmPassword', fields.confirmPassword);
  if (photo) body.append('photo', photo, photo.name);
  return callRoute(completeInvitationEndpoint, { params: { token }, body });
}

export function useCompleteInvitationMutation() {
  return useMutation({ mutationFn: completeInvitation });
}
