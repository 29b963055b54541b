import type { ContactInboxMessage, ContactSlaState } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import { Badge, type Tone } from '@sumaa/ui';
import { useContactsTexts } from '../hooks/useContactsTexts';

const SLA_TONES: Record<ContactSlaState, Tone> = {
  ok: 'success',
  soon: 'warning',
  breached: 'danger',
  done: 'neutral',
};

/** A status set here stops the clock before the server answers: resolved and closed show as done at once. */
export function slaStateOf(message: Pick<ContactInboxMessage, 'status' | 'slaState'>): ContactSlaState {
  return message.status === 'resolved' || message.status === 'closed' ? 'done' : message.slaState;
}

/** Spec §4's SLA indicator: breached, soon (under 3 hours), on time, or done; the due time beside it. */
export function ContactSlaBadge({ message }: { message: ContactInboxMessage }) {
  const { t } = useContactsTexts();
  const format = useFormat();
  const state = slaStateOf(message);
  return (
    <Badge tone={SLA_TONES[state]} dot title={t('sla.due', { date: format.dateTime(message.slaDueAt) })}>
      {t(`sla.${state}`)}
    </Badge>
  );
}
