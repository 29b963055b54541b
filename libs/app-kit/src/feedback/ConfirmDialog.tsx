import { FormErrorBanner } from '../forms/FormErrorBanner';
import { Button, Dialog } from '@sumaa/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './failureText';

export interface ConfirmDialogProps {
  /** Shown while true (the default); closing unmounts it, so it opens again without the last failure. */
  open?: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action (default) or a harmless one (restore, reactivate). */
  tone?: 'danger' | 'primary';
  /** More than one sentence: what happens next, as a list. */
  children?: ReactNode;
  /** Said when the action fails without a message of its own. */
  failedText: string;
  /** The action; the dialog stays open with the reason when it throws. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/**
 * "Are you sure?" for an action that cannot simply be undone: deactivate a member, delete a reply at Google,
 * disable a plan, cancel a subscription.
 */
export function ConfirmDialog({ open = true, ...rest }: ConfirmDialogProps) {
  return open ? <OpenConfirmDialog {...rest} /> : null;
}

function OpenConfirmDialog({
  title,
  message,
  confirmLabel,
  tone = 'danger',
  children,
  failedText,
  onConfirm,
  onClose,
}: Omit<ConfirmDialogProps, 'open'>) {
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
          <Button variant={tone} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      {children}
      {failure && <FormErrorBanner message={failure} />}
    </Dialog>
  );
}
