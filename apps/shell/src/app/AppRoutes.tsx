import { destinationAfterLogin, useAuthStore } from '@sumaa/api-client';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { RequireAuth } from '../guards/RequireAuth';
import { AREA_PATHS } from './areas';

/** Pages only a visitor may see: a signed-in user is sent to their home (spec §2 "Public routes"). */
const GUEST_ONLY_PATHS = ['/login', '/signup', '/forgot-password'];

function PublicArea() {
  const { pathname, state } = useLocation();
  const { isAuthenticated, user } = useAuthStore();
  const guestOnly = GUEST_ONLY_PATHS.includes(pathname.toLowerCase().replace(/\/$/, ''));
  // Back to the page that asked for the login when it is allowed, else the user's home.
  if (guestOnly && isAuthenticated && user)
    return <Navigate to={destinationAfterLogin(user, state)} replace />;
  return <RemoteArea remote="publicSite" basePath="/" />;
}

/** Top-level routes of spec §2: each area is a remote loaded at run time; the shell only guards and mounts. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={`${AREA_PATHS.admin}/*`}
        element={
          <RequireAuth minRole="super_admin" area="admin">
            <RemoteArea remote="admin" basePath={AREA_PATHS.admin} />
          </RequireAuth>
        }
      />
      <Route
        path={`${AREA_PATHS.business}/*`}
        element={
          <RequireAuth minRole="viewer" area="business">
            <RemoteArea remote="business" basePath={AREA_PATHS.business} />
          </RequireAuth>
        }
      />
      <Route
        path={`${AREA_PATHS.onboarding}/*`}
        element={
          <RequireAuth minRole="viewer" area="onboarding">
            <RemoteArea remote="onboarding" basePath={AREA_PATHS.onboarding} />
          </RequireAuth>
        }
      />
      {/* /reset-password, the auth pages, the marketing pages and unknown paths (→ /) belong to the public site. */}
      <Route path="/*" element={<PublicArea />} />
    </Routes>
  );
}
