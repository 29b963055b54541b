import { FormErrorBanner } from '@sumaa/app-kit';
import { Button, Dialog } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../lib/failureText';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Said when the action fails without a message of its own. */
  failedText: string;
  /** The action; the dialog stays open with the reason when it throws. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** "Are you sure?" for an action that cannot be undone (deleting a reply at Google). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  failedText,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(failureText(error, failedText));
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={title}
      description={message}
      closeLabel={t('close')}
      preventClose={pending}
      footer={
        <>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      {failure && <FormErrorBanner message={failure} />}
    </Dialog>
  );
}
