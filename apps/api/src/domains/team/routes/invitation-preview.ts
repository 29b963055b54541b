// GET /api/team-members/complete/{token} (no auth): who invites whom, for the invitation page before its form.
// 404 invitationInvalid (unknown, withdrawn or replaced link), 410 invitationExpired, 410 invitationUsed.
import { teamRoleOf, teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { invitationLinkRateLimits } from '../invitation-rate-limits';
import { assertInvitationUsable, resolveInvitationLink } from '../invitation-state';
import { emailHasAccount, findInvitationForUpdate, readBusinessName } from '../team-store';

export const invitationPreviewRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.invitationPreview, {
    config: { rateLimit: invitationLinkRateLimits(app.config.rateLimits).preview },
    handler: async (request) => {
      const { businessId, invitationId } = await resolveInvitationLink(app, request.params.token);
      const preview = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        const invitation = assertInvitationUsable(
          await findInvitationForUpdate(tx, businessId, invitationId),
          app.now(),
        );
        return {
          businessName: await readBusinessName(tx, businessId),
          email: invitation.email,
          role: teamRoleOf(invitation.role),
          invitedByName: invitation.invited_by_name ?? '',
          expiresAt: invitation.expires_at.toISOString(),
          accountExists: await emailHasAccount(tx, invitation.email),
        };
      });
      return successEnvelope(preview, request.language);
    },
  });
};
