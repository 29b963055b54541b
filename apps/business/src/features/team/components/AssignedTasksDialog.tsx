import type { TeamMember } from '@sumaa/contracts';
import { Dialog, EmptyState, InboxIcon, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { statsOf } from '../lib/teamSummary';

export interface AssignedTasksDialogProps {
  member: TeamMember;
  onClose(): void;
}

/**
 * The reviews assigned to a member (spec §2 "assigned-tasks modal"): the count the server keeps, and an honest
 * note until the reviews inbox brings the list itself.
 */
export function AssignedTasksDialog({ member, onClose }: AssignedTasksDialogProps) {
  const { t } = useTeamTexts();
  const { t: common } = useTranslation('common');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('tasks.title', { name: member.name })}
      closeLabel={common('close')}
    >
      <Text weight="semibold">{t('tasks.count', { count: statsOf(member).assignedReviews })}</Text>
      <EmptyState
        icon={<InboxIcon size="1.75rem" />}
        titleAs="h3"
        title={t('tasks.emptyTitle')}
        message={t('tasks.emptyMessage')}
      />
    </Dialog>
  );
}
