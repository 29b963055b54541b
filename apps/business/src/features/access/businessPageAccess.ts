// Who may open which page of the business dashboard (spec §2 "Sidebar visibility"). Each page needs what its
// main route declares in libs/contracts, read through the same `accessAllows` the server's hooks use, so the
// sidebar, the page guard and the server cannot drift apart. GRANTABLE_PERMISSIONS keeps the spec's role
// lists true: an agent can never hold ViewAnalytics, ManageTeam or Settings, a viewer never ReplyReviews.
import {
  accessAllows,
  businessEndpoints,
  GRANTABLE_PERMISSIONS,
  normalizeRole,
  type RouteAccess,
  sendReviewRequestsEndpoint,
  subscriptionEndpoints,
  teamEndpoints,
} from '@sumaa/contracts';

/** The dashboard's pages, in sidebar order; each is also its path segment under the area's base path. */
export const BUSINESS_PAGES = [
  'overview',
  'reviews',
  'analytics',
  'requests',
  'team',
  'subscription',
  'settings',
] as const;
export type BusinessPage = (typeof BUSINESS_PAGES)[number];

const PAGE_ACCESS: Record<BusinessPage, RouteAccess> = {
  overview: businessEndpoints.profile.access,
  reviews: { permission: 'ViewReviews' },
  analytics: { permission: 'ViewAnalytics' },
  // Review requests (issue 23): the page is sending them; every call of it needs SendReviewRequests.
  requests: sendReviewRequestsEndpoint.access,
  // The page is the team's management: it needs what inviting and editing need.
  team: teamEndpoints.invite.access,
  // The page is the subscription's management: it needs what changing the plan and the invoices need.
  subscription: subscriptionEndpoints.changePlan.access,
  settings: businessEndpoints.updateSettings.access,
};

/** The part of the session the rule reads; a missing user counts as a viewer without permissions. */
export interface PageAccessSubject {
  role?: string | null;
  permissions?: readonly string[] | null;
}

/** True when the user may see and open the page (admin, and the platform's super admin above it, see all). */
export function canOpenBusinessPage(page: BusinessPage, user: PageAccessSubject | null | undefined): boolean {
  const role = normalizeRole(user?.role);
  // What the role may hold, as the server counts it (a stale stored list cannot open more).
  const grantable: readonly string[] = GRANTABLE_PERMISSIONS[role];
  const permissions = (user?.permissions ?? []).filter((permission) => grantable.includes(permission));
  return accessAllows(PAGE_ACCESS[page], { role, permissions });
}

/** The pages the sidebar lists for this user, in order. */
export function visibleBusinessPages(user: PageAccessSubject | null | undefined): BusinessPage[] {
  return BUSINESS_PAGES.filter((page) => canOpenBusinessPage(page, user));
}
