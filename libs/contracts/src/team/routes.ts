// The team of the caller's business (spec §7 "Business, team"): members, invitations, and joining by a link.
import { z } from 'zod';
import { authSessionSchema } from '../auth/models';
import {
  acceptInvitationEndpoint,
  completeInvitationEndpoint,
  deactivateTeamMemberEndpoint,
  inviteTeamMemberEndpoint,
  invitationPreviewEndpoint,
  resendTeamInvitationEndpoint,
  revokeTeamInvitationEndpoint,
  teamInvitationsEndpoint,
  teamMembersEndpoint,
  updateTeamMemberEndpoint,
} from './endpoints';
import { defineRoute } from '../http/defineRoute';
import {
  acceptedInvitationSchema,
  completeInvitationRequestSchema,
  deactivateTeamMemberSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  inviteTeamMemberSchema,
  teamInvitationSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamMembersQuerySchema,
  updateTeamMemberSchema,
} from './models';

const TAGS = ['Team'] as const;

export const teamMembersRoute = defineRoute({
  ...teamMembersEndpoint,
  query: teamMembersQuerySchema,
  response: z.array(teamMemberSchema),
  tags: TAGS,
  summary: "The business's members",
  description:
    'Every member reads the active members (id, name, role, avatar: the assignees). With ManageTeam, inactive members too, with e-mail, join date, last seen, permissions and stats.',
});

export const inviteTeamMemberRoute = defineRoute({
  ...inviteTeamMemberEndpoint,
  body: inviteTeamMemberSchema,
  response: teamInvitationSchema,
  successStatus: 201,
  failures: [402, 409],
  tags: TAGS,
  summary: 'Invite someone by e-mail (a single-use link valid for 7 days, in the business language)',
  description:
    'Refused with 409 when the address already belongs to a member or has a pending invitation; no one can invite above their own role or grant a permission they do not hold.',
});

export const updateTeamMemberRoute = defineRoute({
  ...updateTeamMemberEndpoint,
  params: teamMemberParamsSchema,
  body: updateTeamMemberSchema,
  response: teamMemberSchema,
  failures: [404],
  tags: TAGS,
  summary: "Change a member's role, status (Active/Inactive) or permissions",
  description:
    'The owner cannot be changed; no one can raise a member above their own role. Inactive ends their sessions at once.',
});

export const deactivateTeamMemberRoute = defineRoute({
  ...deactivateTeamMemberEndpoint,
  params: teamMemberParamsSchema,
  body: deactivateTeamMemberSchema.optional(),
  response: teamMemberSchema,
  failures: [404],
  tags: TAGS,
  summary: 'Deactivate a member: their open sessions end at once',
});

export const teamInvitationsRoute = defineRoute({
  ...teamInvitationsEndpoint,
  response: z.array(teamInvitationSchema),
  tags: TAGS,
  summary: 'Invitations not yet accepted, newest first',
});

export const resendTeamInvitationRoute = defineRoute({
  ...resendTeamInvitationEndpoint,
  params: invitationParamsSchema,
  response: teamInvitationSchema,
  failures: [404],
  tags: TAGS,
  summary: 'Send the invitation again with a new link (the old one stops working), valid 7 more days',
});

export const revokeTeamInvitationRoute = defineRoute({
  ...revokeTeamInvitationEndpoint,
  params: invitationParamsSchema,
  response: z.null(),
  failures: [404],
  tags: TAGS,
  summary: 'Withdraw a pending invitation: its link stops working',
});

export const invitationPreviewRoute = defineRoute({
  ...invitationPreviewEndpoint,
  params: invitationTokenParamsSchema,
  response: invitationPreviewSchema,
  failures: [404, 410],
  tags: TAGS,
  summary: 'Who invites whom, for the invitation page (404 unknown, 410 expired or used)',
});

export const completeInvitationRoute = defineRoute({
  ...completeInvitationEndpoint,
  params: invitationTokenParamsSchema,
  body: completeInvitationRequestSchema,
  response: authSessionSchema,
  failures: [404, 409, 410],
  tags: TAGS,
  summary: 'Join with a new account: name, password, optional photo; signs the new member in',
  description:
    'Multipart: token, name, password, confirmPassword, photo (PNG, JPEG or WebP by content, at most 5 MB) or photoUrl. An address with an account already gets 409 invitationAccountExists: sign in and accept instead.',
});

export const acceptInvitationRoute = defineRoute({
  ...acceptInvitationEndpoint,
  params: invitationTokenParamsSchema,
  response: acceptedInvitationSchema,
  failures: [404, 410],
  tags: TAGS,
  summary: 'Join with the signed-in account (its e-mail must be the invited one)',
});

export const teamRoutes = {
  members: teamMembersRoute,
  invite: inviteTeamMemberRoute,
  update: updateTeamMemberRoute,
  deactivate: deactivateTeamMemberRoute,
  invitations: teamInvitationsRoute,
  resendInvitation: resendTeamInvitationRoute,
  revokeInvitation: revokeTeamInvitationRoute,
  invitationPreview: invitationPreviewRoute,
  completeInvitation: completeInvitationRoute,
  acceptInvitation: acceptInvitationRoute,
} as const;
