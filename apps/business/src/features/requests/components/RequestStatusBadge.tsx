import type { ReviewRequestStatus } from '@sumaa/contracts';
import { Badge, type Tone } from '@sumaa/ui';
import { useRequestsTexts } from '../hooks/useRequestsTexts';

const TONES: Record<ReviewRequestStatus, Tone> = {
  queued: 'neutral',
  sending: 'neutral',
  sent: 'info',
  delivered: 'info',
  read: 'brand',
  clicked: 'success',
  failed: 'danger',
  opted_out: 'warning',
};

/** A request's status in words, its tone only a second sign (the word carries the meaning). */
export function RequestStatusBadge({ status }: { status: ReviewRequestStatus }) {
  const { t } = useRequestsTexts();
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
