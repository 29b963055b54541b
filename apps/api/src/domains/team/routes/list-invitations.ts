// GET /api/team-members/invitations (ManageTeam): invitations neither accepted nor withdrawn, newest first;
// those whose link has run out say `expired` (resending makes a new link).
import { teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { teamInvitationOf } from '../team-models';
import { teamScopeOf } from '../team-scope';
import { listOpenInvitations } from '../team-store';

export const listInvitationsRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.invitations, {
    handler: async (request) => {
      const scope = teamScopeOf(request);
      const rows = await app.db.tenantTransaction(scope.tenant, (tx) =>
        listOpenInvitations(tx, scope.businessId),
      );
      const now = app.now();
      return successEnvelope(
        rows.map((row) => teamInvitationOf(row, now)),
        request.language,
      );
    },
  });
};
