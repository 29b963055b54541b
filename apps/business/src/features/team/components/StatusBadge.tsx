import type { TeamMemberStatus } from '@sumaa/contracts';
import { Badge } from '@sumaa/ui';
import { useTeamTexts } from '../hooks/useTeamTexts';

export function StatusBadge({ status }: { status: TeamMemberStatus }) {
  const { t } = useTeamTexts();
  return (
    <Badge tone={status === 'Active' ? 'success' : 'neutral'} dot>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
