// A change of a member's role, permissions or status (PUT /api/team-members/{id} and …/deactivate), under
// the guards of team-rules.ts. Deactivating ends the member's sessions once the change has committed.
import { hasPermission, type Permission, type TeamMember } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import { unassignReviewsOf } from '../reviews';
import { endSessionsUnlessStillMember } from './member-sessions';
import { teamMemberDetails } from './team-models';
import {
  assertMayChangeMember,
  assertPermissionsGrantable,
  assertRoleWithinYours,
  permissionsFittingRole,
} from './team-rules';
import type { TeamScope } from './team-scope';
import {
  findMemberByUserId,
  findMemberForUpdate,
  readMemberStats,
  updateMember,
  type MemberRole,
  type MemberStatus,
} from './team-store';

export interface MemberChange {
  role?: MemberRole;
  status?: MemberStatus;
  permissions?: Permission[];
}

export async function changeMember(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: TeamScope,
  memberId: string,
  change: MemberChange,
): Promise<TeamMember> {
  const { businessId } = scope;
  const { member, stats } = await app.db.tenantTransaction(scope.tenant, async (tx) => {
    const current = await findMemberForUpdate(tx, businessId, memberId);
    if (!current) throw notFound();
    assertMayChangeMember(scope, current);
    if (change.role) assertRoleWithinYours(scope, change.role);

    const role = change.role ?? current.role;
    let permissions: Permission[];
    if (change.permissions) {
      assertPermissionsGrantable(scope, role, change.permissions, current.permissions);
      permissions = change.permissions;
    } else {
      // A new role keeps only what it may hold.
      permissions = permissionsFittingRole(role, current.permissions);
    }
    await updateMember(tx, businessId, memberId, {
      role,
      permissions,
      status: change.status ?? current.status,
    });
    const updated = (await findMemberByUserId(tx, businessId, current.user_id))!;
    // Reviews assigned to someone who can no longer see them would wait for no one.
    if (updated.status === 'inactive' || !hasPermission(updated.role, updated.permissions, 'ViewReviews'))
      await unassignReviewsOf(tx, businessId, updated.user_id);
    return { member: updated, stats: await readMemberStats(tx, businessId, [updated.user_id]) };
  });
  if (member.status === 'inactive') await endSessionsUnlessStillMember(app, member.user_id);
  return teamMemberDetails(app, request, member, stats.get(member.user_id)!);
}
