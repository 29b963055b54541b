// What authenticating a request reads, in one statement: the user, the state of the token's session (live,
// revoked, and why) and the user's membership of the requested business. One statement is one consistent
// snapshot, and nothing of it is cached: a deactivation or a sign-out applies to the very next request.
// It runs in the user's own scope (app.user_id), where the business_members policy shows a user their own
// memberships in every business; users and auth_sessions carry no policy.
import type { SqlStatement } from '../../db/database';
import { USER_COLUMNS, type UserRecord } from './auth-store';
import { activeMembershipSql, membershipOf, type Membership, type MembershipRow } from './memberships';

export interface AuthenticationState {
  user: UserRecord | null;
  session: { revoked_at: Date | null; revoke_reason: string | null } | null;
  /** The active membership of the requested business (without one, the first); null for the super admin. */
  membership: Membership | null;
}

interface AuthenticationRow extends UserRecord {
  session_found: boolean;
  session_revoked_at: Date | null;
  session_revoke_reason: string | null;
  membership_business_id: string | null;
  membership_role: MembershipRow['role'] | null;
  membership_permissions: string[] | null;
}

export function authenticationStatement(
  userId: string,
  sessionId: string,
  requestedBusinessId: string | null,
): SqlStatement {
  return {
    text: `SELECT u.*,
                  s.id IS NOT NULL AS session_found, s.revoked_at AS session_revoked_at,
                  s.revoke_reason AS session_revoke_reason,
                  m.business_id AS membership_business_id, m.role AS membership_role,
                  m.permissions AS membership_permissions
             FROM (SELECT ${USER_COLUMNS} FROM users WHERE id = $1) AS u
             LEFT JOIN auth_sessions AS s ON s.id = $2 AND s.user_id = u.id
             LEFT JOIN LATERAL (${activeMembershipSql('u.id', '$3')}) AS m ON NOT u.is_super_admin`,
    parameters: [userId, sessionId, requestedBusinessId],
  };
}

export function authenticationStateOf(rows: readonly unknown[]): AuthenticationState {
  const row = rows[0] as AuthenticationRow | undefined;
  if (!row) return { user: null, session: null, membership: null };
  const {
    session_found,
    session_revoked_at,
    session_revoke_reason,
    membership_business_id,
    membership_role,
    membership_permissions,
    ...user
  } = row;
  return {
    user,
    session: session_found ? { revoked_at: session_revoked_at, revoke_reason: session_revoke_reason } : null,
    membership:
      membership_business_id && membership_role && !user.is_super_admin
        ? membershipOf({
            business_id: membership_business_id,
            role: membership_role,
            permissions: membership_permissions ?? [],
          })
        : null,
  };
}
