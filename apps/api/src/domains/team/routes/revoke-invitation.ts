// DELETE /api/team-members/invitations/{id} (ManageTeam): withdraws an open invitation; its link stops working.
import { teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { teamScopeOf } from '../team-scope';
import { findInvitationForUpdate, revokeInvitation } from '../team-store';

export const revokeInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.revokeInvitation, {
    handler: async (request) => {
      const scope = teamScopeOf(request);
      const { id } = request.params;
      await app.db.tenantTransaction(scope.tenant, async (tx) => {
        const open = await findInvitationForUpdate(tx, scope.businessId, id);
        if (!open || open.accepted_at || open.revoked_at) throw notFound();
        await revokeInvitation(tx, scope.businessId, open.id, app.now());
      });
      return successEnvelope(null, request.language, 'invitationRevoked');
    },
  });
};
