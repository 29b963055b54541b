import { ApiError, extractErrorMessage } from '@sumaa/api-client';
import { updateWhatsAppAlertChoiceSchema, type WhatsAppAlertChoice } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { AlertBanner, Button, Inline, SkeletonRows, Stack, Switch, TextField, useToast } from '@sumaa/ui';
import { type KeyboardEvent, useState } from 'react';
import { useUpdateWhatsAppAlerts, useWhatsAppAlertsQuery } from '../api/whatsAppAlerts';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { SettingsSection } from './SettingsSection';

/**
 * The signed-in member's own WhatsApp alerts of new negative reviews (issue 23): on or off, and the phone they go
 * to. Any member sets their own, saved by its own button (it is not part of the settings form); the business's
 * switch decides whether any alert is sent. Where WhatsApp is not set up, it cannot be turned on, and says so.
 */
export function MyWhatsAppAlerts() {
  const { t } = useSettingsTexts();
  const query = useWhatsAppAlertsQuery();
  let content;
  if (query.data) {
    // Keyed by what is saved, so a save (or another tab's) starts the fields from it again.
    content = <MyWhatsAppAlertsFields key={JSON.stringify(query.data)} saved={query.data} />;
  } else if (query.isError) {
    content = (
      <AlertBanner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('whatsAppAlerts.retry')}
          </Button>
        }
      >
        {t('whatsAppAlerts.loadFailed')}
      </AlertBanner>
    );
  } else {
    content = <SkeletonRows rows={2} label={t('whatsAppAlerts.title')} rowHeight="48px" gap="8px" />;
  }
  return (
    <SettingsSection title={t('whatsAppAlerts.title')} description={t('whatsAppAlerts.description')}>
      {content}
    </SettingsSection>
  );
}

function MyWhatsAppAlertsFields({ saved }: { saved: WhatsAppAlertChoice }) {
  const { t } = useSettingsTexts();
  const message = useValidationMessage();
  const toast = useToast();
  const update = useUpdateWhatsAppAlerts();
  const [on, setOn] = useState(saved.on);
  const [phone, setPhone] = useState(saved.phone ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const changed = on !== saved.on || phone.trim() !== (saved.phone ?? '');

  const save = () => {
    // The contract's own rule first (the server checks it again): a phone that is one, and on needs one.
    const parsed = updateWhatsAppAlertChoiceSchema.safeParse({ on, phone });
    if (!parsed.success) {
      setPhoneError(message(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    if (on && !parsed.data.phone) {
      setPhoneError(message('whatsAppAlertPhoneRequired') ?? null);
      return;
    }
    setPhoneError(null);
    update.mutate(
      { on, phone: parsed.data.phone ?? null },
      {
        onSuccess: (result) =>
          toast.show({ message: message(result.on ? 'whatsAppAlertsOn' : 'whatsAppAlertsOff') ?? '' }),
        onError: (error) => {
          const refusal = error instanceof ApiError ? error.errors?.phone?.[0] : undefined;
          if (refusal) setPhoneError(refusal);
          else
            toast.show({
              tone: 'error',
              message:
                error instanceof ApiError
                  ? extractErrorMessage(error, t('whatsAppAlerts.failed'))
                  : t('whatsAppAlerts.failed'),
            });
        },
      },
    );
  };

  // Inside the settings page's form, Enter in the phone saves this choice, not the whole form.
  const onPhoneKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (changed) save();
  };

  return (
    <Stack gap={4}>
      <Switch
        label={t('whatsAppAlerts.switch')}
        hint={saved.available ? t('whatsAppAlerts.hint') : t('whatsAppAlerts.notAvailable')}
        checked={on}
        // Turning off is always possible; turning on needs WhatsApp set up.
        disabled={!saved.available && !on}
        onCheckedChange={setOn}
      />
      <TextField
        label={t('whatsAppAlerts.phone')}
        hint={t('whatsAppAlerts.phoneHint')}
        value={phone}
        onChange={(event) => {
          setPhone(event.currentTarget.value);
          setPhoneError(null);
        }}
        onKeyDown={onPhoneKeyDown}
        error={phoneError ?? undefined}
        dir="ltr"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <Inline>
        <Button type="button" onClick={save} disabled={!changed} loading={update.isPending}>
          {t('whatsAppAlerts.save')}
        </Button>
      </Inline>
    </Stack>
  );
}
