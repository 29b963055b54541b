import type { TeamRole } from '@sumaa/contracts';
import { Badge, type Tone } from '@sumaa/ui';
import { useTeamTexts } from '../hooks/useTeamTexts';

const TONE: Record<TeamRole, Tone> = { Admin: 'brand', Manager: 'info', Agent: 'neutral', Viewer: 'neutral' };

export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTeamTexts();
  return <Badge tone={TONE[role]}>{t(`roles.${role}`)}</Badge>;
}
