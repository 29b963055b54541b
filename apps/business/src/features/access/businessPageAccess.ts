// Who may open which page of the business dashboard (spec §2 "Sidebar visibility"). The sidebar and the page
// guard both ask this one function, so a link is never shown for a page that would refuse the user.
import { hasMinimumRole, hasPermission, normalizeRole, type Permission, type Role } from '@sumaa/contracts';

/** The dashboard's pages, in sidebar order; each is also its path segment under the area's base path. */
export const BUSINESS_PAGES = [
  'overview',
  'reviews',
  'analytics',
  'team',
  'subscription',
  'settings',
] as const;
export type BusinessPage = (typeof BUSINESS_PAGES)[number];

interface PageRule {
  roles: readonly Role[];
  permission?: Permission;
}

const PAGE_RULES: Record<BusinessPage, PageRule> = {
  overview: { roles: ['admin', 'manager', 'agent', 'viewer'] },
  reviews: { roles: ['admin', 'manager', 'agent', 'viewer'], permission: 'ViewReviews' },
  analytics: { roles: ['admin', 'manager', 'viewer'], permission: 'ViewAnalytics' },
  team: { roles: ['admin', 'manager'], permission: 'ManageTeam' },
  subscription: { roles: ['admin'] },
  settings: { roles: ['admin', 'manager'], permission: 'Settings' },
};

/** The part of the session the rule reads; a missing user counts as a viewer without permissions. */
export interface PageAccessSubject {
  role?: string | null;
  permissions?: readonly string[] | null;
}

/**
 * True when the user may see and open the page: admin (and the platform's super admin above it) sees all;
 * any other role must be listed for the page and hold its permission. Unknown roles are viewers (spec §3).
 */
export function canOpenBusinessPage(page: BusinessPage, user: PageAccessSubject | null | undefined): boolean {
  const role = normalizeRole(user?.role);
  if (hasMinimumRole(role, 'admin')) return true;
  const rule = PAGE_RULES[page];
  if (!rule.roles.includes(role)) return false;
  return rule.permission === undefined || hasPermission(role, user?.permissions, rule.permission);
}

/** The pages the sidebar lists for this user, in order. */
export function visibleBusinessPages(user: PageAccessSubject | null | undefined): BusinessPage[] {
  return BUSINESS_PAGES.filter((page) => canOpenBusinessPage(page, user));
}
