import { type SessionUser, useAuthStore } from '@sumaa/api-client';
import { hasMinimumRole, ONBOARDING_FINISHED_STEP, type Role } from '@sumaa/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotAllowed } from './NotAllowed';

export interface RequireAuthProps {
  minRole: Role;
  /** `business`: onboarding must be finished; `onboarding`: only while it is not. */
  area?: 'business' | 'onboarding' | 'admin';
  children: ReactNode;
}

function onboardingDone(user: SessionUser): boolean {
  return user.currentStep >= ONBOARDING_FINISHED_STEP;
}

/** The route guards of spec §2 and §6, in the order a user meets them. */
export function RequireAuth({ minRole, area, children }: RequireAuthProps) {
  const location = useLocation();
  const { isAuthenticated, user } = useAuthStore();

  if (!isAuthenticated || !user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (!user.email_confirmed) {
    return <Navigate to={`/check-email?email=${encodeURIComponent(user.email)}`} replace />;
  }
  const isSuperAdmin = user.role === 'super_admin';
  if (area === 'onboarding' && (isSuperAdmin || onboardingDone(user))) {
    return <Navigate to={isSuperAdmin ? '/admin' : '/customer'} replace />;
  }
  if (area === 'business' && !isSuperAdmin && !onboardingDone(user)) {
    return <Navigate to="/welcome" replace />;
  }
  if (!hasMinimumRole(user.role, minRole)) return <NotAllowed />;
  return <>{children}</>;
}
