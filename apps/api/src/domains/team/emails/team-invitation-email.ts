// The e-mail inviting someone to a business's team, with the single-use link to /invite/{token}, in the
// business's language (its settings → preferences → language), not the inviter's.
import { INVITATION_VALID_DAYS, type Language, type TeamRole } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';

/** The public site's invitation page (spec §2 "/invite/{token}"). */
export const INVITATION_LINK_PATH = '/invite';

export interface TeamInvitationEmailInput {
  to: string;
  businessName: string;
  inviterName: string;
  role: TeamRole;
  token: string;
  publicAppUrl: string;
  language: Language;
  /** The address already has a Sumaa account: it joins by signing in rather than choosing a password. */
  accountExists: boolean;
}

/** Spec §3: Admin general manager, Manager branch manager, Agent customer service employee. */
const ROLE_LABELS: Record<Language, Record<TeamRole, string>> = {
  ar: { Admin: 'مدير عام', Manager: 'مدير فرع', Agent: 'موظف خدمة العملاء', Viewer: 'مُطّلع' },
  en: {
    Admin: 'Admin (general manager)',
    Manager: 'Manager (branch manager)',
    Agent: 'Agent (customer service)',
    Viewer: 'Viewer (read only)',
  },
};

export function teamInvitationLink(publicAppUrl: string, token: string): string {
  return `${publicAppUrl}${INVITATION_LINK_PATH}/${encodeURIComponent(token)}`;
}

export function teamInvitationEmail(input: TeamInvitationEmailInput): MailMessage {
  const url = teamInvitationLink(input.publicAppUrl, input.token);
  const role = ROLE_LABELS[input.language][input.role];
  const body: EmailBody =
    input.language === 'ar'
      ? {
          language: 'ar',
          title: `دعوة للانضمام إلى فريق ${input.businessName}`,
          paragraphs: [
            'مرحباً،',
            `دعاك ${input.inviterName} للانضمام إلى فريق ${input.businessName} في سمعة بدور: ${role}.`,
            input.accountExists
              ? 'لديك حساب في سمعة بهذا البريد. افتح الرابط أدناه وسجّل الدخول لقبول الدعوة:'
              : 'افتح الرابط أدناه لإدخال اسمك واختيار كلمة المرور، ثم ابدأ العمل مع الفريق:',
          ],
          action: { label: 'قبول الدعوة', url },
          closing: [
            `يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته بعد ${INVITATION_VALID_DAYS} أيام. إذا لم تكن تتوقع هذه الدعوة، تجاهل هذه الرسالة.`,
            'فريق سمعة',
          ],
        }
      : {
          language: 'en',
          title: `Join the ${input.businessName} team`,
          paragraphs: [
            'Hello,',
            `${input.inviterName} invited you to join the ${input.businessName} team on Sumaa as ${role}.`,
            input.accountExists
              ? 'You already have a Sumaa account with this address. Open the link below and sign in to accept:'
              : 'Open the link below to enter your name and choose a password, then start working with the team:',
          ],
          action: { label: 'Accept the invitation', url },
          closing: [
            `The link works once and expires in ${INVITATION_VALID_DAYS} days. If you were not expecting this invitation, ignore this e-mail.`,
            'The Sumaa team',
          ],
        };
  return {
    to: input.to,
    subject:
      input.language === 'ar'
        ? `دعوة للانضمام إلى فريق ${input.businessName} في سمعة`
        : `${input.inviterName} invited you to ${input.businessName} on Sumaa`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
