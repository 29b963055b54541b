import { Badge, type Tone } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { type SystemHealth, useSystemHealth } from '../hooks/useSystemHealth';

const TONE: Record<SystemHealth, Tone> = {
  checking: 'neutral',
  down: 'warning',
  healthy: 'success',
  warning: 'warning',
  error: 'danger',
};

/** What the checks found, beside the console's own texts (status.checking, systemStatusOk). */
const FOUND = {
  ar: { warning: 'تحذير في إحدى الخدمات', error: 'خطأ في إحدى الخدمات' },
  en: { warning: 'A service needs attention', error: 'A service is failing' },
} as const;

/** The sidebar's status line, from the system page's checks (worst status); a live region, so a change is announced. */
export function SystemStatusBadge() {
  const { t, i18n } = useTranslation('admin');
  const found = i18n.language.startsWith('en') ? FOUND.en : FOUND.ar;
  const health = useSystemHealth();
  const text = {
    checking: t('status.checking'),
    healthy: t('common:systemStatusOk'),
    warning: found.warning,
    error: found.error,
    down: t('status.down'),
  }[health];
  return (
    <div role="status" data-system-status={health}>
      <Badge tone={TONE[health]} dot>
        {text}
      </Badge>
    </div>
  );
}
