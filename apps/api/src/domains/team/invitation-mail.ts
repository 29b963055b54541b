// The invitation e-mail of an invite or a resend, assembled inside the business's transaction (its language,
// its name, the inviter's name, whether the address has an account) and dispatched once that has committed.
import { teamRoleOf } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';
import type { MailMessage } from '../../mail/mailer';
import { teamInvitationEmail } from './emails/team-invitation-email';
import { findUserById } from '../auth';
import { readBusinessLanguage } from '../businesses';
import { emailHasAccount, readBusinessName, type MemberRole } from './team-store';

export async function invitationMail(
  app: FastifyInstance,
  tx: SqlExecutor,
  invitation: { businessId: string; inviterId: string; email: string; role: MemberRole; token: string },
): Promise<MailMessage> {
  const inviter = await findUserById(tx, invitation.inviterId);
  return teamInvitationEmail({
    to: invitation.email,
    businessName: await readBusinessName(tx, invitation.businessId),
    inviterName: inviter?.full_name ?? '',
    role: teamRoleOf(invitation.role),
    token: invitation.token,
    publicAppUrl: app.config.publicAppUrl,
    language: await readBusinessLanguage(tx, invitation.businessId),
    accountExists: await emailHasAccount(tx, invitation.email),
  });
}
