// Members and invitations as the team contracts show them (libs/contracts team/models.ts).
import { teamRoleOf, type TeamInvitation, type TeamMember, type TeamMemberStats } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { avatarUrl } from '../auth';
import { permissionsFittingRole } from './team-rules';
import type { InvitationRow, MemberRow } from './team-store';

/** What every member of the business reads: the assignees' names and roles. */
export function teamMemberSummary(app: FastifyInstance, request: FastifyRequest, row: MemberRow): TeamMember {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.full_name,
    avatarUrl: avatarUrl(app, request, row.avatar_file),
    role: teamRoleOf(row.role),
    status: row.status === 'active' ? 'Active' : 'Inactive',
    isOwner: row.is_owner,
  };
}

/** What a caller holding ManageTeam reads besides. */
export function teamMemberDetails(
  app: FastifyInstance,
  request: FastifyRequest,
  row: MemberRow,
  stats: TeamMemberStats,
): TeamMember {
  return {
    ...teamMemberSummary(app, request, row),
    email: row.email,
    joinDate: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    permissions: permissionsFittingRole(row.role, row.permissions),
    stats,
  };
}

export function teamInvitationOf(row: InvitationRow, now: Date): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: teamRoleOf(row.role),
    permissions: permissionsFittingRole(row.role, row.permissions),
    invitedByName: row.invited_by_name ?? '',
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    status: row.expires_at.getTime() <= now.getTime() ? 'expired' : 'pending',
  };
}
