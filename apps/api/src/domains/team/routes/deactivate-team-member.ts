// PUT /api/team-members/{id}/deactivate (ManageTeam): the member becomes inactive and their open sessions end
// at once (unless they still work for another business). Same guards as any change of a member.
import { teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { changeMember } from '../member-changes';
import { teamScopeOf } from '../team-scope';

export const deactivateTeamMemberRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.deactivate, {
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body ?? {};
      if (body.id !== undefined && body.id.toLowerCase() !== id.toLowerCase()) {
        throw badRequest('validationFailed', { id: ['invalidValue'] });
      }
      const scope = teamScopeOf(request, body.businessId);
      const member = await changeMember(app, request, scope, id, { status: 'inactive' });
      return successEnvelope(member, request.language, 'teamMemberDeactivated');
    },
  });
};
