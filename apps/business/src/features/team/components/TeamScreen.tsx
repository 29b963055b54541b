import type { TeamMember } from '@sumaa/contracts';
import { Button, MailIcon, PageHeader, SkeletonRows, Stack, useToast, Inline } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeactivateTeamMemberMutation } from '../api/deactivateTeamMember';
import { useTeamInvitationsQuery } from '../api/teamInvitations';
import { useTeamMembersQuery } from '../api/teamMembers';
import { useTeamEditor } from '../hooks/useTeamEditor';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { AssignedTasksDialog } from './AssignedTasksDialog';
import { ConfirmDialog, LoadFailure } from '@sumaa/app-kit';
import { EditMemberDialog } from './EditMemberDialog';
import { InviteMemberDialog } from './InviteMemberDialog';
import { MemberDetailsDialog } from './MemberDetailsDialog';
import { PendingInvitations } from './PendingInvitations';
import { TeamMembersSection } from './TeamMembersSection';
import type { MemberAction } from './TeamMembersTable';
import { TeamStatsCards } from './TeamStatsCards';
import { TopPerformers } from './TopPerformers';

/** Rows of the member table shown while it loads: about a small team's size. */
const LOADING_ROWS = 5;

/**
 * The team page (spec §2 "team"): stats, top performers, the filtered member list with its dialogs, and the
 * pending invitations. Everything shown comes from the server; nothing is sample data.
 */
export function TeamScreen() {
  const { t } = useTeamTexts();
  const { t: business } = useTranslation('business');
  const toast = useToast();
  const editor = useTeamEditor();
  const members = useTeamMembersQuery(editor.businessId);
  const invitations = useTeamInvitationsQuery(editor.businessId);
  const deactivate = useDeactivateTeamMemberMutation(editor.businessId);
  const [inviting, setInviting] = useState(false);
  // The member's id, not a copy: the dialog shows the member as the latest list has them.
  const [open, setOpen] = useState<{ action: MemberAction; memberId: string } | null>(null);
  const member = open ? members.data?.find((candidate) => candidate.id === open.memberId) : undefined;
  const close = () => setOpen(null);

  return (
    <Stack gap={6}>
      <Inline justify="space-between" align="start" gap={4}>
        <PageHeader title={business('pages.team.title')} description={t('description')} />
        <Button startIcon={<MailIcon />} onClick={() => setInviting(true)}>
          {t('inviteMember')}
        </Button>
      </Inline>

      {members.isPending ? (
        <SkeletonRows rows={LOADING_ROWS} rowHeight="64px" label={t('table.loading')} />
      ) : members.isError ? (
        <LoadFailure
          title={t('table.loadError')}
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <>
          <TeamStatsCards
            members={members.data}
            invitations={invitations.data}
            invitationsFailed={invitations.isError}
          />
          <TopPerformers members={members.data} />
          <TeamMembersSection
            members={members.data}
            editor={editor}
            onAction={(action, chosen: TeamMember) => setOpen({ action, memberId: chosen.id })}
            onInvite={() => setInviting(true)}
          />
        </>
      )}

      <PendingInvitations query={invitations} />

      <InviteMemberDialog
        open={inviting}
        editor={editor}
        onClose={() => setInviting(false)}
        onInvited={(invitation) => toast.show({ message: t('invite.sent', { email: invitation.email }) })}
      />
      {member && open?.action === 'details' && (
        <MemberDetailsDialog member={member} isYou={member.userId === editor.userId} onClose={close} />
      )}
      {member && open?.action === 'tasks' && <AssignedTasksDialog member={member} onClose={close} />}
      {member && open?.action === 'edit' && (
        <EditMemberDialog
          member={member}
          editor={editor}
          onClose={close}
          onSaved={(saved) => toast.show({ message: t('edit.saved', { name: saved.name }) })}
        />
      )}
      <ConfirmDialog
        open={Boolean(member) && open?.action === 'deactivate'}
        title={t('deactivate.title', { name: member?.name ?? '' })}
        message={t('deactivate.message')}
        confirmLabel={t('deactivate.confirm')}
        failedText={t('deactivate.failed')}
        onConfirm={async () => {
          if (!member) return;
          await deactivate.mutateAsync(member.id);
          toast.show({ message: t('deactivate.done', { name: member.name }) });
        }}
        onClose={close}
      />
    </Stack>
  );
}
