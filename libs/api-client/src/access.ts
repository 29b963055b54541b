// Where a user belongs and what they may open, built on the contracts' role ranks (spec §2, §4, §6).
import {
  hasMinimumRole,
  hasPermission,
  ONBOARDING_FINISHED_STEP,
  type Permission,
  type Role,
} from '@sumaa/contracts';
import type { SessionUser } from './sessionUser';

/** Onboarding is done from step 4 on (spec §4); the contracts' constant, under the name this client has used. */
export const ONBOARDING_DONE_STEP = ONBOARDING_FINISHED_STEP;

/** super_admin → /admin; unconfirmed e-mail → /check-email; onboarding unfinished → /welcome; else /customer. */
export function homePathFor(user: SessionUser): string {
  if (user.role === 'super_admin') return '/admin';
  if (!user.email_confirmed) return '/check-email';
  if (user.currentStep < ONBOARDING_DONE_STEP) return '/welcome';
  return '/customer';
}

export interface AccessRequirement {
  user: SessionUser | null | undefined;
  minRole?: Role;
  permission?: Permission;
}

/** True when there is a user, whose role reaches `minRole` and who holds `permission` (admins hold all). */
export function canAccess({ user, minRole, permission }: AccessRequirement): boolean {
  if (!user) return false;
  if (minRole && !hasMinimumRole(user.role, minRole)) return false;
  if (permission && !hasPermission(user.role, user.permissions, permission)) return false;
  return true;
}
