// GET /api/team-members: every member (viewer and up) reads the active members' names, roles and avatars,
// the assignees of reviews; a caller holding ManageTeam reads every member with e-mail, dates, permissions
// and stats.
import { hasPermission, teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { teamMemberDetails, teamMemberSummary } from '../team-models';
import { teamScopeOf } from '../team-scope';
import { listMembers, readMemberStats } from '../team-store';

export const listTeamMembersRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.members, {
    handler: async (request) => {
      const scope = teamScopeOf(request, request.query.businessId);
      const managesTeam = hasPermission(scope.role, scope.permissions, 'ManageTeam');
      const members = await app.db.tenantTransaction(scope.tenant, async (tx) => {
        const rows = await listMembers(tx, scope.businessId, { includeInactive: managesTeam });
        if (!managesTeam) return rows.map((row) => teamMemberSummary(app, request, row));
        const stats = await readMemberStats(
          tx,
          scope.businessId,
          rows.map((row) => row.user_id),
        );
        return rows.map((row) => teamMemberDetails(app, request, row, stats.get(row.user_id)!));
      });
      return successEnvelope(members, request.language);
    },
  });
};
