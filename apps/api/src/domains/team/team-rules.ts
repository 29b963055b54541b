// Who may give whom which role and permissions (spec §6, issue 9): no one raises anyone above their own
// role, grants a permission outside the role's set, or grants a permission they do not hold themselves.
// The owner is never changed, and no one changes their own role or status.
import {
  GRANTABLE_PERMISSIONS,
  ROLE_RANK,
  hasPermission,
  type Permission,
  type Role,
} from '@sumaa/contracts';
import { AppError, forbidden } from '../../http/app-error';
import type { MemberRole, MemberRow } from './team-store';

/** The caller acting on the team: their role and permissions in this business. */
export interface TeamActor {
  userId: string;
  role: Role;
  permissions: readonly Permission[];
}

export function assertRoleWithinYours(actor: TeamActor, role: MemberRole): void {
  if (ROLE_RANK[role] > ROLE_RANK[actor.role]) throw forbidden('roleAboveYours');
}

/**
 * Every permission must belong to the role's set (400 under `permissions`), and each one newly given must be
 * held by the actor (403); permissions the member already had may stay.
 */
export function assertPermissionsGrantable(
  actor: TeamActor,
  role: MemberRole,
  permissions: readonly Permission[],
  alreadyHeld: readonly string[] = [],
): void {
  const grantable = new Set<Permission>(GRANTABLE_PERMISSIONS[role]);
  if (permissions.some((permission) => !grantable.has(permission))) {
    throw new AppError(400, 'validationFailed', { permissions: ['permissionNotForRole'] });
  }
  const newlyGiven = permissions.filter((permission) => !alreadyHeld.includes(permission));
  if (newlyGiven.some((permission) => !hasPermission(actor.role, actor.permissions, permission))) {
    throw forbidden('permissionNotYours');
  }
}

/** The guards before any change of a member: not the owner, not oneself, not someone ranked above the actor. */
export function assertMayChangeMember(actor: TeamActor, member: MemberRow): void {
  if (member.is_owner) throw forbidden('ownerCannotChange');
  if (member.user_id === actor.userId) throw forbidden('cannotChangeYourself');
  if (ROLE_RANK[member.role] > ROLE_RANK[actor.role]) throw forbidden('memberAboveYours');
}

/** What a member of this role may hold, of the given list (a role change trims what no longer fits). */
export function permissionsFittingRole(role: MemberRole, permissions: readonly string[]): Permission[] {
  const grantable = new Set<string>(GRANTABLE_PERMISSIONS[role]);
  return permissions.filter((permission): permission is Permission => grantable.has(permission));
}
