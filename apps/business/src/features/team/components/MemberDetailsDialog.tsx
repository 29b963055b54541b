import type { TeamMember } from '@sumaa/contracts';
import { Dialog, Heading } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTeamFormat } from '../hooks/useTeamFormat';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { statsOf } from '../lib/teamSummary';
import { MemberIdentity } from './MemberIdentity';
import { PermissionList } from './PermissionList';
import { RoleBadge } from './RoleBadge';
import { StatusBadge } from './StatusBadge';

export interface MemberDetailsDialogProps {
  member: TeamMember;
  isYou: boolean;
  onClose(): void;
}

/** Everything the server says about one member (spec §2 "details modal"). */
export function MemberDetailsDialog({ member, isYou, onClose }: MemberDetailsDialogProps) {
  const { t } = useTeamTexts();
  const { t: common } = useTranslation('common');
  const format = useTeamFormat();
  const stats = statsOf(member);
  return (
    <Dialog open onClose={onClose} title={t('details.title')} closeLabel={common('close')} size="lg">
      <MemberIdentity member={member} isYou={isYou} size="md" />
      <DetailList
        entries={[
          [t('details.role'), <RoleBadge key="role" role={member.role} />],
          [t('details.status'), <StatusBadge key="status" status={member.status} />],
          [t('details.permissions'), <PermissionList key="permissions" member={member} />],
          [t('details.joined'), format.date(member.joinDate)],
          [t('details.lastSeen'), format.lastSeen(member.lastSeenAt)],
        ]}
      />
      <Heading level={4} as="h3">
        {t('details.stats')}
      </Heading>
      <DetailList
        entries={[
          [t('details.totalReplies'), format.count(stats.totalReplies)],
          [
            t('details.avgResponse'),
            stats.totalReplies > 0 ? format.duration(stats.avgResponseTime) : t('noValue'),
          ],
          [t('details.positiveReplies'), format.count(stats.positiveReplies)],
          [t('details.assignedReviews'), format.count(stats.assignedReviews)],
        ]}
      />
    </Dialog>
  );
}

function DetailList({ entries }: { entries: [string, ReactNode][] }) {
  return (
    <StyledList>
      {entries.map(([label, value]) => (
        <StyledEntry key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </StyledEntry>
      ))}
    </StyledList>
  );
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const StyledEntry = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
