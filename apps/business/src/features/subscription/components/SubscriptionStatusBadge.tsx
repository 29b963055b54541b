import type { BusinessSubscriptionStatus } from '@sumaa/contracts';
import { Badge, type Tone } from '@sumaa/ui';
import { useSubscriptionTexts } from '../hooks/useSubscriptionTexts';

const TONE: Record<BusinessSubscriptionStatus, Tone> = {
  trial: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'neutral',
  expired: 'danger',
};

/** The subscription's status in words; the colour only supports them. */
export function SubscriptionStatusBadge({ status }: { status: BusinessSubscriptionStatus }) {
  const { t } = useSubscriptionTexts();
  return (
    <Badge tone={TONE[status]} dot>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
