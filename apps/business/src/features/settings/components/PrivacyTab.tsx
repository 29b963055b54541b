import { DATA_RETENTION_OPTIONS } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { AlertBanner, Select, Stack } from '@sumaa/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import type { SettingsFormValues } from '../settingsForm';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

/**
 * Public visibility, off and disabled until the public review widget exists (the server refuses turning it on),
 * and how long reviews are kept: a daily job deletes those older than the chosen period, so the warning says
 * so next to the choice.
 */
export function PrivacyTab() {
  const { t } = useSettingsTexts();
  const message = useValidationMessage();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const retention = useWatch({ control, name: 'privacy.dataRetention' });
  const retentionOptions = DATA_RETENTION_OPTIONS.map((value) => ({
    value,
    label: t(`privacy.retentionOptions.${value}`),
  }));

  return (
    <Stack gap={5}>
      <SettingsSection title={t('privacy.title')} description={t('privacy.widgetHint')}>
        <SettingSwitch name="privacy.publicProfile" label={t('privacy.publicProfile')} disabled />
        <SettingSwitch name="privacy.showContactInfo" label={t('privacy.showContactInfo')} disabled />
        <SettingSwitch name="privacy.allowSearchEngines" label={t('privacy.allowSearchEngines')} disabled />
      </SettingsSection>
      <SettingsSection title={t('privacy.retentionTitle')}>
        <Select
          {...register('privacy.dataRetention')}
          label={t('privacy.retention')}
          options={retentionOptions}
          error={message(errors.privacy?.dataRetention?.message)}
        />
        {retention === 'forever' ? (
          <AlertBanner tone="info">{t('privacy.retentionForever')}</AlertBanner>
        ) : (
          <AlertBanner tone="warning">{t('privacy.retentionWarning')}</AlertBanner>
        )}
      </SettingsSection>
    </Stack>
  );
}
