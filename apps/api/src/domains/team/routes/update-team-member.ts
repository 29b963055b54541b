// PUT /api/team-members/{id} (ManageTeam): role, status (Active/Inactive) and permissions of a member. The
// owner cannot be changed, nor oneself, nor anyone ranked above the caller; no one gives a role above their own.
import { roleOfTeamRole, teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { changeMember } from '../member-changes';
import { teamScopeOf } from '../team-scope';

export const updateTeamMemberRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.update, {
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body;
      // The spec sends the id again; one that names another member is a mistake, not a second target.
      if (body.id !== undefined && body.id.toLowerCase() !== id.toLowerCase()) {
        throw badRequest('validationFailed', { id: ['invalidValue'] });
      }
      const scope = teamScopeOf(request, body.businessId);
      const member = await changeMember(app, request, scope, id, {
        role: body.role ? roleOfTeamRole(body.role) : undefined,
        status: body.status ? (body.status === 'Active' ? 'active' : 'inactive') : undefined,
        permissions: body.permissions,
      });
      return successEnvelope(member, request.language, 'teamMemberUpdated');
    },
  });
};
