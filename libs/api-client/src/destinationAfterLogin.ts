// Shared by the login form and the shell's guest-only redirect, so both send a user to the same place.
import { homePathFor } from './access';
import type { SessionUser } from './sessionUser';

/** Pages a signed-in user is never sent back to. */
const AUTH_PAGES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/check-email',
  '/verify-email',
  '/reset-password',
];

/** `location.state.from`, as the shell's guard leaves it when it sends a visitor to /login. */
function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

/** Only a path of this site (no `//host`), not an auth page, and /admin only for the super admin. */
function isAllowedReturnPath(path: string, user: SessionUser): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(pathname)) return false;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return user.role === 'super_admin';
  return true;
}

/**
 * Where a login leads (spec §2 "Login screen"): an unconfirmed e-mail to /check-email; else back to the page
 * that asked for the login, when it is allowed; else the user's home (/admin, /welcome or /customer).
 */
export function destinationAfterLogin(user: SessionUser, locationState: unknown): string {
  if (!user.email_confirmed) return `/check-email?email=${encodeURIComponent(user.email)}`;
  const from = returnPathOf(locationState);
  if (from && isAllowedReturnPath(from, user)) return from;
  return homePathFor(user);
}
