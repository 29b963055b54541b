// POST /api/team-members/invite (ManageTeam): e-mails a single-use link valid for 7 days, in the business's
// language. Refused for an active member's address (409), an address with a pending invitation (409), a role
// above the inviter's own (403) and a permission outside the role (400) or not held by the inviter (403).
// An expired invitation to the address is withdrawn and replaced by the new one.
import { randomUUID } from 'node:crypto';
import { DEFAULT_PERMISSIONS, hasPermission, roleOfTeamRole, teamRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { assertTeamMemberAllowed } from '../../billing';
import { invitationMail } from '../invitation-mail';
import { issueInvitationLink } from '../invitation-links';
import { teamInvitationOf } from '../team-models';
import { assertPermissionsGrantable, assertRoleWithinYours } from '../team-rules';
import { teamScopeOf } from '../team-scope';
import {
  findInvitationForUpdate,
  findOpenInvitationByEmail,
  insertInvitationUnlessOpen,
  isActiveMemberEmail,
  revokeInvitation,
} from '../team-store';

const alreadyPending = () => conflict('invitationAlreadyPending', { email: ['invitationAlreadyPending'] });

export const inviteTeamMemberRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.invite, {
    handler: async (request, reply) => {
      const scope = teamScopeOf(request, request.body.businessId);
      const { email } = request.body;
      const role = roleOfTeamRole(request.body.role);
      assertRoleWithinYours(scope, role);
      // Unticked: the role's defaults, as far as the inviter holds them.
      const permissions =
        request.body.permissions ??
        DEFAULT_PERMISSIONS[role].filter((permission) =>
          hasPermission(scope.role, scope.permissions, permission),
        );
      assertPermissionsGrantable(scope, role, permissions);

      const now = app.now();
      const link = issueInvitationLink(now);
      const invitationId = randomUUID();
      const { invitation, mail } = await app.db.tenantTransaction(scope.tenant, async (tx) => {
        if (await isActiveMemberEmail(tx, scope.businessId, email)) {
          throw conflict('alreadyMember', { email: ['alreadyMember'] });
        }
        const open = await findOpenInvitationByEmail(tx, scope.businessId, email);
        if (open && open.expires_at.getTime() > now.getTime()) throw alreadyPending();
        if (open) await revokeInvitation(tx, scope.businessId, open.id, now);
        // Members and open invitations count against the plan's team members (402 past it).
        await assertTeamMemberAllowed(tx, scope.businessId, now);

        const inserted = await insertInvitationUnlessOpen(tx, {
          businessId: scope.businessId,
          invitationId,
          email,
          role,
          permissions,
          invitedBy: scope.userId,
          tokenHash: link.tokenHash,
          expiresAt: link.expiresAt,
          now,
        });
        // Another invitation to the address was sent at the same moment.
        if (!inserted) throw alreadyPending();
        return {
          invitation: (await findInvitationForUpdate(tx, scope.businessId, invitationId))!,
          mail: await invitationMail(app, tx, {
            businessId: scope.businessId,
            inviterId: scope.userId,
            email,
            role,
            token: link.token,
          }),
        };
      });
      app.mailer.dispatch(mail);
      return reply
        .status(201)
        .send(successEnvelope(teamInvitationOf(invitation, now), request.language, 'invitationSent'));
    },
  });
};
