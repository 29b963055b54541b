// What the signed-in person may hand out on this page, read from the shared role rules (libs/contracts), so the
// dialogs offer exactly what the server accepts: no role above one's own (roleAboveYours), no permission outside
// the role's grantable set (permissionNotForRole), none the person does not hold (permissionNotYours).
import {
  DEFAULT_PERMISSIONS,
  GRANTABLE_PERMISSIONS,
  hasPermission,
  normalizeRole,
  type Permission,
  PERMISSIONS,
  ROLE_RANK,
  roleOfTeamRole,
  TEAM_ROLES,
  type TeamMember,
  type TeamRole,
} from '@sumaa/contracts';

/** The signed-in person as these rules read them. */
export interface TeamEditor {
  userId: string | null;
  role: string | null | undefined;
  permissions: readonly string[] | null | undefined;
}

const rankOf = (role: string | null | undefined) => ROLE_RANK[normalizeRole(role)];
const teamRoleRank = (role: TeamRole) => ROLE_RANK[roleOfTeamRole(role)];

/** Roles up to the editor's own: an admin offers Admin to Viewer, a manager Manager to Viewer. */
export function assignableRoles(editor: TeamEditor): TeamRole[] {
  return TEAM_ROLES.filter((role) => teamRoleRank(role) <= rankOf(editor.role));
}

/** An admin holds every permission whatever the list says; others only what their list names. */
export function editorHolds(editor: TeamEditor, permission: Permission): boolean {
  return hasPermission(editor.role, editor.permissions, permission);
}

/** An admin passes every permission check, so the boxes would say nothing: they are shown ticked and fixed. */
export function holdsEveryPermission(role: TeamRole): boolean {
  return teamRoleRank(role) >= ROLE_RANK.admin;
}

/** The permissions a member of `role` may hold, in the catalogue's order. */
export function grantablePermissions(role: TeamRole): readonly Permission[] {
  return GRANTABLE_PERMISSIONS[roleOfTeamRole(role)];
}

/** A new member's boxes: the role's defaults the editor may grant. */
export function defaultPermissionsFor(role: TeamRole, editor: TeamEditor): Permission[] {
  if (holdsEveryPermission(role)) return [...PERMISSIONS];
  return DEFAULT_PERMISSIONS[roleOfTeamRole(role)].filter((permission) => editorHolds(editor, permission));
}

/**
 * The boxes after the role changes: the new role's defaults the editor may grant, plus what the member already
 * had that the editor cannot change (those boxes are fixed) and the new role still allows.
 */
export function permissionsAfterRoleChange(
  role: TeamRole,
  current: readonly string[],
  editor: TeamEditor,
): Permission[] {
  if (holdsEveryPermission(role)) return [...PERMISSIONS];
  const grantable = grantablePermissions(role);
  return grantable.filter(
    (permission) =>
      (DEFAULT_PERMISSIONS[roleOfTeamRole(role)].includes(permission) && editorHolds(editor, permission)) ||
      (!editorHolds(editor, permission) && current.includes(permission)),
  );
}

/** A member's permissions as the server counts them for their role. */
export function effectivePermissions(member: Pick<TeamMember, 'role' | 'permissions'>): Permission[] {
  if (holdsEveryPermission(member.role)) return [...PERMISSIONS];
  const grantable = grantablePermissions(member.role);
  return grantable.filter((permission) => (member.permissions ?? []).includes(permission));
}

/** Why the editor may not edit or deactivate a member, or null when they may. */
export function whyLocked(
  member: Pick<TeamMember, 'isOwner' | 'userId' | 'role'>,
  editor: TeamEditor,
): 'owner' | 'self' | 'above' | null {
  if (member.isOwner) return 'owner';
  if (editor.userId !== null && member.userId === editor.userId) return 'self';
  if (teamRoleRank(member.role) > rankOf(editor.role)) return 'above';
  return null;
}
