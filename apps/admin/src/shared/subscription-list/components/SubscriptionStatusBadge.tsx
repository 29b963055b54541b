import type { SubscriptionListItem } from '@sumaa/contracts';
import { Badge, type Tone } from '@sumaa/ui';
import { useSubscriptionListTexts } from '../hooks/useSubscriptionListTexts';

const TONES: Record<SubscriptionListItem['status'], Tone> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  cancelled: 'neutral',
  expired: 'danger',
};

export function SubscriptionStatusBadge({ item }: { item: SubscriptionListItem }) {
  const { t } = useSubscriptionListTexts();
  return (
    <Badge tone={TONES[item.status]} title={item.cancelAtPeriodEnd ? t('cancelsAtPeriodEnd') : undefined}>
      {t(`statuses.${item.status}`)}
    </Badge>
  );
}
