// What an invitation link leads to: its business and invitation (from the platform lookup of the token's
// hash), and whether it may still be used. Unknown, withdrawn or replaced (resent) links are 404
// invitationInvalid; expired ones 410 invitationExpired; accepted ones 410 invitationUsed.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { invitationTokenHash } from './invitation-links';
import { findInvitationToken, type InvitationRow } from './team-store';

export const invitationInvalid = () => new AppError(404, 'invitationInvalid');

export interface InvitationLinkTarget {
  businessId: string;
  invitationId: string;
}

export async function resolveInvitationLink(
  app: FastifyInstance,
  token: string,
): Promise<InvitationLinkTarget> {
  const found = await app.db.transaction((tx) => findInvitationToken(tx, invitationTokenHash(token)));
  if (!found) throw invitationInvalid();
  return { businessId: found.business_id, invitationId: found.invitation_id };
}

/** Refuses an invitation that can no longer be used; read under the row's lock where it is then used. */
export function assertInvitationUsable(invitation: InvitationRow | null, now: Date): InvitationRow {
  if (!invitation || invitation.revoked_at) throw invitationInvalid();
  if (invitation.accepted_at) throw new AppError(410, 'invitationUsed');
  if (invitation.expires_at.getTime() <= now.getTime()) throw new AppError(410, 'invitationExpired');
  return invitation;
}
