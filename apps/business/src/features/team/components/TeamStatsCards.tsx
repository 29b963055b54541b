import { INVITATION_VALID_DAYS, type TeamInvitation, type TeamMember } from '@sumaa/contracts';
import { Card } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTeamFormat } from '../hooks/useTeamFormat';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { countPendingInvitations, summarizeTeam } from '../lib/teamSummary';

export interface TeamStatsCardsProps {
  members: readonly TeamMember[];
  /** Undefined while the invitations load or when they could not be read. */
  invitations: readonly TeamInvitation[] | undefined;
  invitationsFailed: boolean;
}

/** Four figures from the members and invitations the server returned; "—" where there is nothing to count. */
export function TeamStatsCards({ members, invitations, invitationsFailed }: TeamStatsCardsProps) {
  const { t } = useTeamTexts();
  const format = useTeamFormat();
  const summary = summarizeTeam(members);
  return (
    <section aria-label={t('stats.label')}>
      <StyledGrid>
        <StatCard
          label={t('stats.total')}
          value={format.count(summary.total)}
          note={t('stats.inactive', { count: summary.inactive })}
        />
        <StatCard
          label={t('stats.active')}
          value={format.count(summary.active)}
          note={t('stats.activeShare', { total: summary.total })}
        />
        <StatCard
          label={t('stats.pending')}
          value={invitations ? format.count(countPendingInvitations(invitations)) : t('noValue')}
          note={
            invitationsFailed
              ? t('stats.pendingUnknown')
              : t('stats.pendingNote', { days: INVITATION_VALID_DAYS })
          }
        />
        <StatCard
          label={t('stats.avgResponse')}
          value={summary.avgResponseHours === null ? t('noValue') : format.duration(summary.avgResponseHours)}
          note={
            summary.avgResponseHours === null
              ? t('stats.avgResponseNone')
              : t('stats.avgResponseNote', { count: summary.replies })
          }
        />
      </StyledGrid>
    </section>
  );
}

function StatCard({ label, value, note }: { label: string; value: string; note: ReactNode }) {
  return (
    <StyledCard>
      <StyledLabel>{label}</StyledLabel>
      <StyledValue>{value}</StyledValue>
      <StyledNote>{note}</StyledNote>
    </StyledCard>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  /* Two cards a row on a phone, four on a wide screen. */
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, calc(50% - 0.5rem)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const StyledCard = styled(Card)`
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledNote = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
