// Whether two-factor sign-in is required of an account: always of the super admin (issue 21), and by the
// platform setting "twoFactorAuth" (spec §3: required for every admin-level user; off by default) for role
// admin and above (a business's admins). The platform settings domain stores it under
// platform_settings 'two_factor_required_for_admins' (its SETTING_KEYS.twoFactorRequired, read by its
// readSecuritySettings); this one small function reads that key until that reader has landed, and should
// then call it. The spec's shape ('security' → twoFactorAuth) is accepted too.
import { hasMinimumRole, type Role } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

export async function twoFactorRequiredBySettings(tx: SqlExecutor): Promise<boolean> {
  const rows = await tx.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM platform_settings WHERE key IN ('two_factor_required_for_admins', 'security')`,
  );
  return rows.some(
    ({ key, value }) =>
      (key === 'two_factor_required_for_admins' && value === true) ||
      (key === 'security' &&
        typeof value === 'object' &&
        value !== null &&
        (value as { twoFactorAuth?: unknown }).twoFactorAuth === true),
  );
}

export function isAdminLevel(role: Role): boolean {
  return hasMinimumRole(role, 'admin');
}

/**
 * Whether an account of this role must sign in with two-factor: the super admin always (issue 21, L5: theirs is
 * the door to every business), the other admin-level roles when the security settings say so.
 */
export function twoFactorRequiredFor(role: Role, requiredBySettings: boolean): boolean {
  return role === 'super_admin' || (requiredBySettings && isAdminLevel(role));
}
