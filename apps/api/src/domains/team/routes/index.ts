import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationRoute } from './accept-invitation';
import { completeInvitationRoute } from './complete-invitation';
import { deactivateTeamMemberRoute } from './deactivate-team-member';
import { invitationPreviewRoute } from './invitation-preview';
import { inviteTeamMemberRoute } from './invite-team-member';
import { listInvitationsRoute } from './list-invitations';
import { listTeamMembersRoute } from './list-team-members';
import { resendInvitationRoute } from './resend-invitation';
import { revokeInvitationRoute } from './revoke-invitation';
import { updateTeamMemberRoute } from './update-team-member';

/** The business's team: members, invitations, and joining by an invitation link. */
export const teamDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(listTeamMembersRoute);
  await app.register(inviteTeamMemberRoute);
  await app.register(listInvitationsRoute);
  await app.register(resendInvitationRoute);
  await app.register(revokeInvitationRoute);
  await app.register(updateTeamMemberRoute);
  await app.register(deactivateTeamMemberRoute);
  await app.register(invitationPreviewRoute);
  await app.register(completeInvitationRoute);
  await app.register(acceptInvitationRoute);
};
