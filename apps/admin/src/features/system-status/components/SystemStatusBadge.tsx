import { Badge, type Tone } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { type SystemHealth, useSystemHealth } from '../hooks/useSystemHealth';

const TONE: Record<SystemHealth, Tone> = { checking: 'neutral', ok: 'success', down: 'warning' };

/** The sidebar's status line, from a real health check; a live region, so a change is announced. */
export function SystemStatusBadge() {
  const { t } = useTranslation('admin');
  const health = useSystemHealth();
  const text = {
    checking: t('status.checking'),
    ok: t('common:systemStatusOk'),
    down: t('status.down'),
  }[health];
  return (
    <div role="status">
      <Badge tone={TONE[health]} dot>
        {text}
      </Badge>
    </div>
  );
}
