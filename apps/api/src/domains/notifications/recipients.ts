// Who among a business's active members is told what. A permission counts only if the member's role may
// hold it (as for the sidebar and the server's checks: team-rules' permissionsFittingRole).
import { hasPermission, type Permission } from '@sumaa/contracts';
import { permissionsFittingRole, type MemberRow } from '../team';

export function holdsPermission(member: MemberRow, permission: Permission): boolean {
  return hasPermission(member.role, permissionsFittingRole(member.role, member.permissions), permission);
}

function isActive(member: MemberRow): boolean {
  return member.status === 'active';
}

/** Everyone who reads the inbox: told of new reviews. */
export function reviewReaders(members: readonly MemberRow[]): MemberRow[] {
  return members.filter((member) => isActive(member) && holdsPermission(member, 'ViewReviews'));
}

function isOwnerAdminOrManager(member: MemberRow): boolean {
  return member.is_owner || member.role === 'admin' || member.role === 'manager';
}

/** The owner, admins and managers who read the inbox: e-mailed about new (or only negative) reviews. */
export function reviewAlertMailRecipients(members: readonly MemberRow[]): MemberRow[] {
  return reviewReaders(members).filter(isOwnerAdminOrManager);
}

/** The owner, admins and managers who read the analytics: sent the weekly and monthly reports. */
export function reportMailRecipients(members: readonly MemberRow[]): MemberRow[] {
  return members.filter(
    (member) => isActive(member) && isOwnerAdminOrManager(member) && holdsPermission(member, 'ViewAnalytics'),
  );
}

/** The owner, and the admins and managers who may approve a reply (they hold ReplyReviews). */
export function replyApprovers(members: readonly MemberRow[]): MemberRow[] {
  return members.filter(
    (member) =>
      isActive(member) &&
      (member.is_owner ||
        ((member.role === 'admin' || member.role === 'manager') && holdsPermission(member, 'ReplyReviews'))),
  );
}

/** The member, if they are active and can still open the review. */
export function activeReader(members: readonly MemberRow[], userId: string | null): MemberRow | null {
  if (!userId) return null;
  return reviewReaders(members).find((member) => member.user_id === userId) ?? null;
}
