// POST /api/team-members/accept/{token} (signed in): someone who already has an account joins the business
// with it. The invitation must have been sent to their address; a former member is reactivated.
import { teamRoleOf, teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { markEmailConfirmed } from '../../auth';
import { assertInvitationUsable, resolveInvitationLink } from '../invitation-state';
import { permissionsFittingRole } from '../team-rules';
import {
  addOrReactivateMember,
  findInvitationForUpdate,
  findMemberByUserId,
  markInvitationAccepted,
  readBusinessName,
} from '../team-store';

export const acceptInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.acceptInvitation, {
    handler: async (request) => {
      const { user } = request.auth!;
      // The platform's administrator works for no business.
      if (user.is_super_admin) throw forbidden();
      const { businessId, invitationId } = await resolveInvitationLink(app, request.params.token);
      const joined = await app.db.tenantTransaction({ businessId, userId: user.id }, async (tx) => {
        const now = app.now();
        const invitation = assertInvitationUsable(
          await findInvitationForUpdate(tx, businessId, invitationId),
          now,
        );
        if (invitation.email !== user.email) throw forbidden('invitationEmailMismatch');
        await addOrReactivateMember(tx, {
          businessId,
          userId: user.id,
          role: invitation.role,
          permissions: permissionsFittingRole(invitation.role, invitation.permissions),
          now,
        });
        await markInvitationAccepted(tx, businessId, invitationId, user.id, now);
        // The link reached this mailbox: the address is proved.
        if (!user.email_confirmed_at) await markEmailConfirmed(tx, user.id, now);
        const member = (await findMemberByUserId(tx, businessId, user.id))!;
        return {
          businessId,
          businessName: await readBusinessName(tx, businessId),
          role: teamRoleOf(member.role),
        };
      });
      return successEnvelope(joined, request.language, 'invitationAccepted');
    },
  });
};
