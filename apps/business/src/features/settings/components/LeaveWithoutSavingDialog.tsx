import { Button, Dialog, Inline } from '@sumaa/ui';
import { useRef } from 'react';
import { useSettingsTexts } from '../hooks/useSettingsTexts';

export interface LeaveWithoutSavingDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** Asked before unsaved settings would be lost; staying is the safe answer, so it has the focus. */
export function LeaveWithoutSavingDialog({ open, onStay, onLeave }: LeaveWithoutSavingDialogProps) {
  const { t } = useSettingsTexts();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title={t('leave.title')}
      description={t('leave.message')}
      size="sm"
      initialFocusRef={stayRef}
      footer={
        <Inline justify="end">
          <Button variant="danger" onClick={onLeave}>
            {t('leave.leave')}
          </Button>
          <Button ref={stayRef} onClick={onStay}>
            {t('leave.stay')}
          </Button>
        </Inline>
      }
    />
  );
}
