// The signed-in user as the browser keeps it (spec §3 "Session user"), built from the API's user model.
import { type ApiUser, normalizeRole, type Role } from '@sumaa/contracts';
import { getApiBaseUrl } from './config';

export interface SessionUser {
  id: string;
  email: string;
  full_name: string;
  /** Absolute URL of the profile image, or null. */
  avatarUrl: string | null;
  role: Role;
  /** Local grouping id (spec: "generated locally"): the business id, or one derived from the user id. */
  organization_id: string;
  business_id: string | null;
  permissions: string[];
  currentStep: number;
  email_confirmed: boolean;
  created_at: string;
  last_login: string | null;
  is_active: boolean;
  phone: string | null;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** `/uploads/a.png` → `${API base}/uploads/a.png`; absolute, data: and blob: URLs are kept as they are. */
export function resolveAssetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (ABSOLUTE_URL.test(path)) return path;
  try {
    return `${getApiBaseUrl()}/${path.replace(/^\/+/, '')}`;
  } catch {
    return path; // not configured (a test, a storybook): better a relative URL than none
  }
}

export function toSessionUser(
  apiUser: ApiUser,
  role: string | null | undefined,
  permissions: readonly string[],
): SessionUser {
  return {
    id: apiUser.id,
    email: apiUser.email,
    full_name: apiUser.name,
    avatarUrl: resolveAssetUrl(apiUser.profileImagePath),
    role: normalizeRole(role),
    organization_id: apiUser.businessId ?? `org_${apiUser.id}`,
    business_id: apiUser.businessId,
    permissions: [...permissions],
    currentStep: apiUser.currentStep,
    email_confirmed: apiUser.emailConfirmed,
    created_at: apiUser.createdAt,
    // The earlier product filled this from trialEndsAt; the contract now carries the real last login.
    last_login: apiUser.lastLoginAt ?? null,
    is_active: apiUser.isActive,
    phone: apiUser.phone,
  };
}

/** A stored `demo_user` is trusted only if it still has the shape this version writes. */
export function parseStoredUser(json: string | null): SessionUser | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<SessionUser> | null;
    const valid =
      typeof value?.id === 'string' &&
      typeof value.email === 'string' &&
      typeof value.currentStep === 'number' &&
      typeof value.email_confirmed === 'boolean' &&
      Array.isArray(value.permissions);
    return valid ? { ...(value as SessionUser), role: normalizeRole(value.role) } : null;
  } catch {
    return null;
  }
}
