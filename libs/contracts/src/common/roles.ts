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
  // Review requests (issue 23): the contacts, their import, sending and the history.
  'SendReviewRequests',
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
  manager: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam', 'Settings', 'SendReviewRequests'],
  admin: [...PERMISSIONS],
  super_admin: [...PERMISSIONS],
};

/**
 * The permissions a member of each role may hold (spec §2 "Sidebar visibility"): an agent never sees
 * analytics, team or settings, a viewer never replies. The server refuses a grant outside this set, so the
 * sidebar's role-and-permission rule and the server's permission check always agree.
 */
export const GRANTABLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  viewer: ['ViewReviews', 'ViewAnalytics'],
  agent: ['ViewReviews', 'ReplyReviews'],
  manager: [...PERMISSIONS],
  admin: [...PERMISSIONS],
  super_admin: [...PERMISSIONS],
};

/** Who a route lets in: the signed-in subject's role and permissions (null: no one is signed in). */
export interface AccessSubject {
  role?: string | null;
  permissions?: readonly string[] | null;
}

/**
 * True when the declared access of a route (libs/contracts `RouteAccess`) lets this subject in. The server's
 * authorization hook and the browser's sidebar and page guards both ask this one function.
 *
 * A `{ role }` or `{ permission }` declaration says what a member of the business needs; it does not say that
 * the caller has a business. The super admin (rank 5, every permission) passes all of them here, but it
 * belongs to no business, so the server's business routes still refuse it with 403 businessForbidden
 * (domains/shared/business-scope.ts). What it really reaches: 'public' and 'optional' routes, 'signedIn'
 * account-level routes, and the platform's own `{ role: 'super_admin' }` routes. For the super admin on a
 * business route, `true` means "not refused for its role", not "served".
 */
export function accessAllows(
  access: 'public' | 'optional' | 'signedIn' | { role: Role } | { permission: Permission },
  subject: AccessSubject | null | undefined,
): boolean {
  if (access === 'public' || access === 'optional') return true;
  if (!subject) return false;
  if (access === 'signedIn') return true;
  if ('role' in access) return hasMinimumRole(subject.role, access.role);
  return hasPermission(subject.role, subject.permissions, access.permission);
}
