import { INVITATION_VALID_DAYS, type TeamInvitation, type TeamMember } from '@sumaa/contracts';
import { StatCard, StatGrid } from '@sumaa/ui';
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
    <StatGrid label={t('stats.label')}>
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
    </StatGrid>
  );
}
