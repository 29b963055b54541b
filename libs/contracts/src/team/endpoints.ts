// The team routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

/** Any member reads the active members' names and roles (assignees); ManageTeam reads everything. */
export const teamMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/team-members',
  access: { role: 'viewer' },
});

export const inviteTeamMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/team-members/invite',
  access: { permission: 'ManageTeam' },
});

export const updateTeamMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/team-members/:id',
  access: { permission: 'ManageTeam' },
});

export const deactivateTeamMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/team-members/:id/deactivate',
  access: { permission: 'ManageTeam' },
});

export const teamInvitationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/team-members/invitations',
  access: { permission: 'ManageTeam' },
});

export const resendTeamInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/team-members/invitations/:id/resend',
  access: { permission: 'ManageTeam' },
});

export const revokeTeamInvitationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/team-members/invitations/:id',
  access: { permission: 'ManageTeam' },
});

/** The invitation page reads who invites whom before showing its form (no auth: the token is the key). */
export const invitationPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/team-members/complete/:token',
  access: 'public',
});

export const completeInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/team-members/complete/:token',
  access: 'public',
  bodyKind: 'multipart',
});

/** An address that already has an account joins by signing in with it, then accepting. */
export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/team-members/accept/:token',
  access: 'signedIn',
});

export const teamEndpoints = {
  members: teamMembersEndpoint,
  invite: inviteTeamMemberEndpoint,
  update: updateTeamMemberEndpoint,
  deactivate: deactivateTeamMemberEndpoint,
  invitations: teamInvitationsEndpoint,
  resendInvitation: resendTeamInvitationEndpoint,
  revokeInvitation: revokeTeamInvitationEndpoint,
  invitationPreview: invitationPreviewEndpoint,
  completeInvitation: completeInvitationEndpoint,
  acceptInvitation: acceptInvitationEndpoint,
} as const;
