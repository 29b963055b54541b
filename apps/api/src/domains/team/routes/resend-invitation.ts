// POST /api/team-members/invitations/{id}/resend (ManageTeam): a new link valid 7 more days, e-mailed again;
// the old link stops working. Only open invitations of the caller's business (else 404).
import { teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { invitationMail } from '../invitation-mail';
import { issueInvitationLink } from '../invitation-links';
import { teamInvitationOf } from '../team-models';
import { teamScopeOf } from '../team-scope';
import { findInvitationForUpdate, replaceInvitationToken } from '../team-store';

export const resendInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.resendInvitation, {
    handler: async (request) => {
      const scope = teamScopeOf(request);
      const { id } = request.params;
      const now = app.now();
      const link = issueInvitationLink(now);
      const { invitation, mail } = await app.db.tenantTransaction(scope.tenant, async (tx) => {
        const open = await findInvitationForUpdate(tx, scope.businessId, id);
        if (!open || open.accepted_at || open.revoked_at) throw notFound();
        await replaceInvitationToken(tx, scope.businessId, open.id, link.tokenHash, link.expiresAt);
        return {
          invitation: (await findInvitationForUpdate(tx, scope.businessId, open.id))!,
          // From the one resending now: they are who the invitee will hear from.
          mail: await invitationMail(app, tx, {
            businessId: scope.businessId,
            inviterId: scope.userId,
            email: open.email,
            role: open.role,
            token: link.token,
          }),
        };
      });
      app.mailer.dispatch(mail);
      return successEnvelope(teamInvitationOf(invitation, now), request.language, 'invitationResent');
    },
  });
};
