// The team domain's SQL: a business's members, their invitations and the tokens of invitation links.
// Member and invitation rows are read and written in the business's tenant transaction (row-level security);
// invitation_tokens is the one platform lookup (token hash → business) a link needs before any business is
// known. users and auth_sessions are platform tables without tenant policies.
import type { Language, Permission, Role, TeamMemberStats } from '@sumaa/contracts';
import type { SqlExecutor, SqlStatement } from '../../db/database';

export type MemberRole = Exclude<Role, 'super_admin'>;
export type MemberStatus = 'active' | 'inactive';

export interface MemberRow {
  id: string;
  user_id: string;
  role: MemberRole;
  permissions: string[];
  status: MemberStatus;
  is_owner: boolean;
  created_at: Date;
  full_name: string;
  email: string;
  avatar_file: string | null;
  last_seen_at: Date | null;
}

const MEMBER_COLUMNS = `m.id, m.user_id, m.role, m.permissions, m.status, m.is_owner, m.created_at,
  u.full_name, u.email, u.avatar_file, u.last_seen_at`;

/** The business's members, the owner first, then by join date; active ones only unless asked otherwise. */
export async function listMembers(
  tx: SqlExecutor,
  businessId: string,
  options: { includeInactive: boolean },
): Promise<MemberRow[]> {
  const statement = listMembersStatement(businessId, options);
  return tx.query<MemberRow>(statement.text, statement.parameters);
}

export function listMembersStatement(
  businessId: string,
  options: { includeInactive: boolean },
): SqlStatement {
  return {
    text: `SELECT ${MEMBER_COLUMNS}
       FROM business_members m JOIN users u ON u.id = m.user_id
      WHERE m.business_id = $1 AND ($2::boolean OR m.status = 'active')
      ORDER BY m.is_owner DESC, m.created_at, m.id`,
    parameters: [businessId, options.includeInactive],
  };
}

/**
 * One member of this business (the policy would also show the caller's own memberships elsewhere, hence the
 * explicit business filter), its row locked against a concurrent change.
 */
export async function findMemberForUpdate(
  tx: SqlExecutor,
  businessId: string,
  memberId: string,
): Promise<MemberRow | null> {
  const [row] = await tx.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS}
       FROM business_members m JOIN users u ON u.id = m.user_id
      WHERE m.business_id = $1 AND m.id = $2
      FOR UPDATE OF m`,
    [businessId, memberId],
  );
  return row ?? null;
}

export async function findMemberByUserId(
  tx: SqlExecutor,
  businessId: string,
  userId: string,
): Promise<MemberRow | null> {
  const [row] = await tx.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS}
       FROM business_members m JOIN users u ON u.id = m.user_id
      WHERE m.business_id = $1 AND m.user_id = $2`,
    [businessId, userId],
  );
  return row ?? null;
}

/** Whether the address belongs to an active member of this business. */
export async function isActiveMemberEmail(
  tx: SqlExecutor,
  businessId: string,
  email: string,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM business_members m JOIN users u ON u.id = m.user_id
      WHERE m.business_id = $1 AND u.email = $2 AND m.status = 'active'`,
    [businessId, email],
  );
  return rows.length > 0;
}

export async function updateMember(
  tx: SqlExecutor,
  businessId: string,
  memberId: string,
  change: { role: MemberRole; permissions: readonly string[]; status: MemberStatus },
): Promise<void> {
  await tx.query(
    'UPDATE business_members SET role = $3, permissions = $4, status = $5 WHERE business_id = $1 AND id = $2',
    [businessId, memberId, change.role, change.permissions, change.status],
  );
}

/**
 * The user joins the business with the invitation's role and permissions. A former member (inactive) is
 * reactivated with them; an active member keeps what they have.
 */
export async function addOrReactivateMember(
  tx: SqlExecutor,
  member: { businessId: string; userId: string; role: MemberRole; permissions: readonly string[]; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO business_members (business_id, user_id, role, permissions, status, created_at)
     VALUES ($1, $2, $3, $4, 'active', $5)
     ON CONFLICT (business_id, user_id) DO UPDATE
        SET role = EXCLUDED.role, permissions = EXCLUDED.permissions, status = 'active'
      WHERE business_members.status = 'inactive'`,
    [member.businessId, member.userId, member.role, member.permissions, member.now],
  );
}

/**
 * Each member's work in the business: the reviews assigned to them now (reassigned or unassigned ones no longer
 * count), and the replies they wrote in Sumaa that Google now holds (a reply later replaced on Google is no
 * longer theirs) with how long after the review each was published, in hours. One statement for the users that
 * `users` selects (a subquery), so the members list reads its members and their stats in one round trip.
 */
function memberStatsSql(users: string): string {
  return `SELECT user_id, sum(assigned)::int AS reviews, sum(replied)::int AS replies,
                 sum(positive)::int AS positive, avg(hours)::float8 AS hours
            FROM (SELECT assigned_to_user_id AS user_id, 1 AS assigned, 0 AS replied, 0 AS positive,
                         NULL::float8 AS hours
                    FROM reviews
                   WHERE business_id = $1 AND assigned_to_user_id IN (${users})
                  UNION ALL
                  SELECT reply_author_id, 0, 1, (sentiment = 'Positive')::int,
                         (extract(epoch FROM (reply_update_time - create_time)) / 3600)::float8
                    FROM reviews
                   WHERE business_id = $1 AND reply_source = 'sumaa' AND reply_author_id IN (${users})) AS work
           GROUP BY user_id`;
}

interface MemberStatsRow {
  user_id: string;
  reviews: number;
  replies: number;
  positive: number;
  hours: number | null;
}

/** Every member's stats (memberStatsOf reads its rows): beside listMembers in one tenantStatements. */
export function memberStatsOfBusinessStatement(businessId: string): SqlStatement {
  return {
    text: memberStatsSql('SELECT user_id FROM business_members WHERE business_id = $1'),
    parameters: [businessId],
  };
}

/** The stats of `userIds` from memberStatsSql's rows; a user without work has zeros. */
export function memberStatsOf(
  rows: readonly unknown[],
  userIds: readonly string[],
): Map<string, TeamMemberStats> {
  const work = new Map((rows as readonly MemberStatsRow[]).map((row) => [row.user_id, row]));
  return new Map(
    userIds.map((userId) => {
      const own = work.get(userId);
      return [
        userId,
        {
          totalReplies: own?.replies ?? 0,
          avgResponseTime: own?.hours == null ? 0 : Math.max(0, Math.round(own.hours * 10) / 10),
          positiveReplies: own?.positive ?? 0,
          assignedReviews: own?.reviews ?? 0,
        },
      ];
    }),
  );
}

/**
 * Each member's work in the business, by user id (every caller, the members list and the top performers of
 * spec §9, reads the stats from memberStatsSql).
 */
export async function readMemberStats(
  tx: SqlExecutor,
  businessId: string,
  userIds: readonly string[],
): Promise<Map<string, TeamMemberStats>> {
  const rows = await tx.query(memberStatsSql('SELECT unnest($2::uuid[])'), [businessId, userIds]);
  return memberStatsOf(rows, userIds);
}

/** The user has an active membership in some business (read in a transaction scoped to that user). */
export async function hasActiveMembership(tx: SqlExecutor, userId: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM business_members WHERE user_id = $1 AND status = 'active'`, [
    userId,
  ]);
  return rows.length > 0;
}

// --- Invitations ---

export interface InvitationRow {
  id: string;
  business_id: string;
  email: string;
  role: MemberRole;
  permissions: string[];
  invited_by: string | null;
  invited_by_name: string | null;
  expires_at: Date;
  created_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

const INVITATION_COLUMNS = `i.id, i.business_id, i.email, i.role, i.permissions, i.invited_by,
  inviter.full_name AS invited_by_name, i.expires_at, i.created_at, i.accepted_at, i.revoked_at`;

/** Invitations neither accepted nor withdrawn, newest first. */
export async function listOpenInvitations(tx: SqlExecutor, businessId: string): Promise<InvitationRow[]> {
  return tx.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS}
       FROM team_invitations i LEFT JOIN users inviter ON inviter.id = i.invited_by
      WHERE i.business_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
      ORDER BY i.created_at DESC, i.id`,
    [businessId],
  );
}

/** One invitation of this business (open or not), its row locked: a link is used once, however fast it is clicked. */
export async function findInvitationForUpdate(
  tx: SqlExecutor,
  businessId: string,
  invitationId: string,
): Promise<InvitationRow | null> {
  const [row] = await tx.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS}
       FROM team_invitations i LEFT JOIN users inviter ON inviter.id = i.invited_by
      WHERE i.business_id = $1 AND i.id = $2
      FOR UPDATE OF i`,
    [businessId, invitationId],
  );
  return row ?? null;
}

export async function findOpenInvitationByEmail(
  tx: SqlExecutor,
  businessId: string,
  email: string,
): Promise<InvitationRow | null> {
  const [row] = await tx.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS}
       FROM team_invitations i LEFT JOIN users inviter ON inviter.id = i.invited_by
      WHERE i.business_id = $1 AND i.email = $2 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
      FOR UPDATE OF i`,
    [businessId, email],
  );
  return row ?? null;
}

export interface NewInvitation {
  businessId: string;
  invitationId: string;
  email: string;
  role: MemberRole;
  permissions: readonly Permission[];
  invitedBy: string;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

/** The invitation and its link's lookup row; false, with nothing written, when another is already open. */
export async function insertInvitationUnlessOpen(
  tx: SqlExecutor,
  invitation: NewInvitation,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO team_invitations (business_id, id, email, role, permissions, invited_by, token_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (business_id, email) WHERE accepted_at IS NULL AND revoked_at IS NULL DO NOTHING
     RETURNING id`,
    [
      invitation.businessId,
      invitation.invitationId,
      invitation.email,
      invitation.role,
      invitation.permissions,
      invitation.invitedBy,
      invitation.tokenHash,
      invitation.expiresAt,
      invitation.now,
    ],
  );
  if (inserted.length === 0) return false;
  await insertInvitationToken(tx, invitation.businessId, invitation.invitationId, invitation.tokenHash);
  return true;
}

async function insertInvitationToken(
  tx: SqlExecutor,
  businessId: string,
  invitationId: string,
  tokenHash: string,
): Promise<void> {
  await tx.query(
    'INSERT INTO invitation_tokens (token_hash, business_id, invitation_id) VALUES ($1, $2, $3)',
    [tokenHash, businessId, invitationId],
  );
}

/** The links of an invitation stop working (resend replaces them, revoke removes them). */
async function deleteInvitationTokens(
  tx: SqlExecutor,
  businessId: string,
  invitationId: string,
): Promise<void> {
  await tx.query('DELETE FROM invitation_tokens WHERE business_id = $1 AND invitation_id = $2', [
    businessId,
    invitationId,
  ]);
}

/** A new link for the invitation, valid until `expiresAt`; the old one stops working. */
export async function replaceInvitationToken(
  tx: SqlExecutor,
  businessId: string,
  invitationId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await deleteInvitationTokens(tx, businessId, invitationId);
  await tx.query(
    'UPDATE team_invitations SET token_hash = $3, expires_at = $4 WHERE business_id = $1 AND id = $2',
    [businessId, invitationId, tokenHash, expiresAt],
  );
  await insertInvitationToken(tx, businessId, invitationId, tokenHash);
}

/** Withdrawn: the invitation leaves the open list and its link no longer leads anywhere. */
export async function revokeInvitation(
  tx: SqlExecutor,
  businessId: string,
  invitationId: string,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE team_invitations SET revoked_at = $3 WHERE business_id = $1 AND id = $2', [
    businessId,
    invitationId,
    now,
  ]);
  await deleteInvitationTokens(tx, businessId, invitationId);
}

/**
 * Accepted by that user. The link's lookup row stays (it is only a hash), so that opening the link again says
 * "already used" rather than "unknown".
 */
export async function markInvitationAccepted(
  tx: SqlExecutor,
  businessId: string,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE team_invitations SET accepted_at = $3, accepted_by = $4 WHERE business_id = $1 AND id = $2',
    [businessId, invitationId, now, userId],
  );
}

/** Which business and invitation a link's token hash belongs to (readable without a business). */
export async function findInvitationToken(
  tx: SqlExecutor,
  tokenHash: string,
): Promise<{ business_id: string; invitation_id: string } | null> {
  const [row] = await tx.query<{ business_id: string; invitation_id: string }>(
    'SELECT business_id, invitation_id FROM invitation_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return row ?? null;
}

export async function readBusinessName(tx: SqlExecutor, businessId: string): Promise<string> {
  const [row] = await tx.query<{ name: string }>('SELECT name FROM businesses WHERE business_id = $1', [
    businessId,
  ]);
  return row?.name ?? '';
}

export async function emailHasAccount(tx: SqlExecutor, email: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return rows.length > 0;
}

export interface NewInvitedUser {
  userId: string;
  email: string;
  fullName: string;
  passwordHash: string;
  avatarFile: string | null;
  language: Language;
  /** The onboarding step: invited members join a business that is already set up. */
  currentStep: number;
  now: Date;
}

/**
 * The invited person's account: the address counts as confirmed (the link reached its mailbox). False, with
 * nothing written, when the address got an account meanwhile.
 */
export async function insertInvitedUserUnlessEmailTaken(
  tx: SqlExecutor,
  user: NewInvitedUser,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO users (id, email, full_name, password_hash, avatar_file, preferred_language,
                        email_confirmed_at, current_step, last_login_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $7, $7)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [
      user.userId,
      user.email,
      user.fullName,
      user.passwordHash,
      user.avatarFile,
      user.language,
      user.now,
      user.currentStep,
    ],
  );
  return inserted.length > 0;
}
