// Which business a request acts for, and with which role: read from the caller's own memberships
// (visible to them through the app.user_id branch of the business_members policy).
import { DEFAULT_PERMISSIONS, GRANTABLE_PERMISSIONS, type Permission, type Role } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { UserRecord } from './auth-store';

export interface MembershipRow {
  business_id: string;
  role: Exclude<Role, 'super_admin'>;
  permissions: string[];
}

/**
 * The query of the user's active membership of the requested business (without one, their first), written once
 * for findMembership and for authentication's single statement (authentication-state.ts).
 */
export function activeMembershipSql(userExpression: string, businessExpression: string): string {
  return `SELECT business_id, role, permissions FROM business_members
      WHERE user_id = ${userExpression} AND status = 'active'
        AND (${businessExpression}::uuid IS NULL OR business_id = ${businessExpression}::uuid)
      ORDER BY created_at, business_id
      LIMIT 1`;
}

async function findActiveMembership(
  tx: SqlExecutor,
  userId: string,
  requestedBusinessId: string | null,
): Promise<MembershipRow | undefined> {
  const [row] = await tx.query<MembershipRow>(activeMembershipSql('$1', '$2'), [userId, requestedBusinessId]);
  return row;
}

export interface Membership {
  businessId: string;
  role: Exclude<Role, 'super_admin'>;
  permissions: Permission[];
}

/** The requested business if the user is an active member of it; without a request, their first one. */
export async function findMembership(
  tx: SqlExecutor,
  userId: string,
  requestedBusinessId: string | null,
): Promise<Membership | null> {
  const row = await findActiveMembership(tx, userId, requestedBusinessId);
  return row ? membershipOf(row) : null;
}

/** A stored membership as a request acts with it. */
export function membershipOf(row: MembershipRow): Membership {
  // Only what the role may hold (GRANTABLE_PERMISSIONS): the sidebar's rule and the server's check agree.
  const grantable = new Set<string>(GRANTABLE_PERMISSIONS[row.role]);
  return {
    businessId: row.business_id,
    role: row.role,
    permissions: row.permissions.filter((permission): permission is Permission => grantable.has(permission)),
  };
}

/** Business users act with their membership's role; the super admin has no business (spec §3, §6). */
export function effectiveRole(
  user: UserRecord,
  membership: Membership | null,
): { role: Role; permissions: Permission[] } {
  if (user.is_super_admin) return { role: 'super_admin', permissions: [...DEFAULT_PERMISSIONS.super_admin] };
  if (membership) return { role: membership.role, permissions: membership.permissions };
  return { role: 'viewer', permissions: [] };
}
