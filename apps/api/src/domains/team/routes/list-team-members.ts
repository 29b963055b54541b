// GET /api/team-members: every member (viewer and up) reads the active members' names, roles and avatars,
// the assignees of reviews; a caller holding ManageTeam reads every member with e-mail, dates, permissions
// and stats.
import { hasPermission, teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { teamMemberDetails, teamMemberSummary } from '../team-models';
import { teamScopeOf } from '../team-scope';
import {
  listMembersStatement,
  memberStatsOf,
  memberStatsOfBusinessStatement,
  type MemberRow,
} from '../team-store';

export const listTeamMembersRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.members, {
    handler: async (request) => {
      const scope = teamScopeOf(request, request.query.businessId);
      const managesTeam = hasPermission(scope.role, scope.permissions, 'ManageTeam');
      // The members and, for a caller who manages the team, everyone's stats: one transaction, one round trip.
      const [memberRows, statsRows] = await app.db.tenantStatements(scope.tenant, [
        listMembersStatement(scope.businessId, { includeInactive: managesTeam }),
        ...(managesTeam ? [memberStatsOfBusinessStatement(scope.businessId)] : []),
      ]);
      const rows = memberRows as unknown as MemberRow[];
      if (!statsRows) {
        return successEnvelope(
          rows.map((row) => teamMemberSummary(app, request, row)),
          request.language,
        );
      }
      const stats = memberStatsOf(
        statsRows,
        rows.map((row) => row.user_id),
      );
      return successEnvelope(
        rows.map((row) => teamMemberDetails(app, request, row, stats.get(row.user_id)!)),
        request.language,
      );
    },
  });
};
