import type { SubscriptionListItem } from '@sumaa/contracts';
import { useToast } from '@sumaa/ui';
import styled from 'styled-components';
import { useSetSubscriptionStatusMutation } from '../api/setSubscriptionStatus';
import { useSubscriptionListTexts } from '../hooks/useSubscriptionListTexts';
import { ConfirmDialog } from '@sumaa/app-kit';

export type StatusChange = 'cancel' | 'reactivate';

export interface StatusChangeDialogProps {
  change: StatusChange;
  item: SubscriptionListItem;
  onClose(): void;
}

/**
 * Cancel (saying what happens to the business: it still reads its data, syncing and replying stop, nothing is
 * deleted) or reactivate a subscription, after confirmation. A refusal stays in the dialog with the server's reason.
 */
export function StatusChangeDialog({ change, item, onClose }: StatusChangeDialogProps) {
  const { t } = useSubscriptionListTexts();
  const toast = useToast();
  const setStatus = useSetSubscriptionStatusMutation();
  const cancel = change === 'cancel';
  return (
    <ConfirmDialog
      tone={cancel ? 'danger' : 'primary'}
      title={t(`${change}.title`, { name: item.name })}
      message={t(`${change}.message`)}
      confirmLabel={t(`${change}.confirm`)}
      failedText={t(`${change}.failed`)}
      onConfirm={async () => {
        await setStatus.mutateAsync({ id: item.id, newStatus: cancel ? 'cancelled' : 'active' });
        toast.show({ message: t(`${change}.done`, { name: item.name }) });
      }}
      onClose={onClose}
    >
      {cancel && (
        <StyledList>
          <li>{t('cancel.keepsData')}</li>
          <li>{t('cancel.stops')}</li>
          <li>{t('cancel.nothingDeleted')}</li>
        </StyledList>
      )}
    </ConfirmDialog>
  );
}

const StyledList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
