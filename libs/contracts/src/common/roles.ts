// Roles and permissions of spec §6, shared by guards in the browser and checks on the server.
export const ROLES = ['viewer', 'agent', 'manager', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = {
  viewer: 1,
  agent: 2,
  manager: 3,
  admin: 4,
  super_admin: 5,
};

export const PERMISSIONS = [
  'ViewReviews',
  'ReplyReviews',
  'ViewAnalytics',
  'ManageTeam',
  'Settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Unknown or missing roles count as viewer, the spec's default. */
export function normalizeRole(role: string | null | undefined): Role {
  const lower = (role ?? '').toLowerCase().replace(/[\s-]/g, '_');
  if (lower === 'superadmin') return 'super_admin';
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : 'viewer';
}

export function roleRank(role: string | null | undefined): number {
  return ROLE_RANK[normalizeRole(role)];
}

export function hasMinimumRole(role: string | null | undefined, minimum: Role): boolean {
  return roleRank(role) >= ROLE_RANK[minimum];
}

/** Admin (and super admin) pass every permission check; others need the permission in their list. */
export function hasPermission(
  role: string | null | undefined,
  permissions: readonly string[] | null | undefined,
  permission: Permission,
): boolean {
  if (roleRank(role) >= ROLE_RANK.admin) return true;
  return (permissions ?? []).includes(permission);
}

/** Permissions a new member of a role gets unless the inviter ticks others. */
export const DEFAULT_PERMISSIONS: Record<Role, Permission[]> = {
  viewer: ['ViewReviews', 'ViewAnalytics'],
  agent: ['ViewReviews', 'ReplyReviews'],
  manager: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam', 'Settings'],
  admin: [...PERMISSIONS],
  super_admin: [...PERMISSIONS],
};
