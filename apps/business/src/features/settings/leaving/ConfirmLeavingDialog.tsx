import { FormErrorBanner, placeServerErrors } from '@sumaa/app-kit';
import type { LeavingConfirmation, LeavingConfirmationKind } from '@sumaa/contracts';
import { Button, Dialog, PasswordField, Stack, TextField } from '@sumaa/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeavingTexts } from './useLeavingTexts';

export interface ConfirmLeavingDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** What the server asks for: the password, or the authenticator's code when two-factor sign-in is on. */
  confirmWith: LeavingConfirmationKind;
  /** Sends the confirmation; a rejection shows the server's words (a wrong password under its field). */
  onConfirm(confirmation: LeavingConfirmation): Promise<unknown>;
  onClose(): void;
}

/** "Delete for good?": a deletion is confirmed with the password (or two-factor code), never by a click alone. */
export function ConfirmLeavingDialog(props: ConfirmLeavingDialogProps) {
  return props.open ? <OpenConfirmLeavingDialog {...props} /> : null;
}

function OpenConfirmLeavingDialog({
  title,
  message,
  confirmLabel,
  confirmWith,
  onConfirm,
  onClose,
}: ConfirmLeavingDialogProps) {
  const { t } = useLeavingTexts();
  const { t: common } = useTranslation('common');
  const formId = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = confirmWith === 'password' ? 'password' : 'code';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setBanner(null);
    setPending(true);
    try {
      await onConfirm(confirmWith === 'password' ? { password: value } : { code: value });
    } catch (error) {
      const placed = placeServerErrors(
        error,
        (serverField) => (serverField === field || serverField === 'recoveryCode' ? field : undefined),
        (_field, text) => setFieldError(text),
        t('confirm.failed'),
      );
      setBanner(placed.banner);
    } finally {
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
      closeLabel={common('close')}
      preventClose={pending}
      footer={
        <>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            {common('cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={3}>
          {confirmWith === 'password' ? (
            <PasswordField
              label={t('confirm.password')}
              showLabel={t('confirm.showPassword')}
              hideLabel={t('confirm.hidePassword')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError}
              required
            />
          ) : (
            <TextField
              label={t('confirm.code')}
              hint={t('confirm.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError}
              required
            />
          )}
          <FormErrorBanner message={banner} />
        </Stack>
      </form>
    </Dialog>
  );
}
