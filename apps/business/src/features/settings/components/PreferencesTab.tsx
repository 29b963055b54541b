import {
  SETTINGS_CALENDARS,
  SETTINGS_DATE_FORMATS,
  SETTINGS_LANGUAGES,
  SETTINGS_TIMEZONES,
} from '@sumaa/contracts';
import { formatPreferredDate, useLanguage, useValidationMessage } from '@sumaa/i18n';
import { Select } from '@sumaa/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import type { SettingsFormValues } from '../settingsForm';
import { SettingsFieldGrid, SettingsSection } from './SettingsSection';

/**
 * The business's preferences (spec §2 settings → preferences): the language of its e-mails, and the timezone,
 * date format and calendar of every date it sees, shown on today's date as they are chosen. No currency
 * choice: every amount is charged and shown in SAR (decisions #11), so the section says so instead.
 */
export function PreferencesTab() {
  const { t } = useSettingsTexts();
  const { language } = useLanguage();
  const message = useValidationMessage();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const [timezone, dateFormat, calendar] = useWatch({
    control,
    name: ['preferences.timezone', 'preferences.dateFormat', 'preferences.calendar'],
  });
  const today = formatPreferredDate(new Date(), language, { timezone, dateFormat, calendar });
  const errorOf = (field: keyof SettingsFormValues['preferences']) =>
    message(errors.preferences?.[field]?.message);
  const optionsOf = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`preferences.${group}.${value}`) }));

  return (
    <SettingsSection title={t('tabs.preferences')} description={t('preferences.amountsNote')}>
      <SettingsFieldGrid>
        <Select
          {...register('preferences.language')}
          label={t('preferences.language')}
          hint={t('preferences.languageHint')}
          options={optionsOf(SETTINGS_LANGUAGES, 'languages')}
          error={errorOf('language')}
        />
        <Select
          {...register('preferences.timezone')}
          label={t('preferences.timezone')}
          hint={t('preferences.timezoneHint')}
          options={optionsOf(SETTINGS_TIMEZONES, 'timezones')}
          error={errorOf('timezone')}
        />
        <Select
          {...register('preferences.dateFormat')}
          label={t('preferences.dateFormat')}
          hint={t('preferences.dateExample', { date: today })}
          options={SETTINGS_DATE_FORMATS.map((value) => ({
            value,
            label: `${t(`preferences.dateFormats.${value}`)} (${value})`,
          }))}
          error={errorOf('dateFormat')}
        />
        <Select
          {...register('preferences.calendar')}
          label={t('preferences.calendar')}
          options={optionsOf(SETTINGS_CALENDARS, 'calendars')}
          error={errorOf('calendar')}
        />
      </SettingsFieldGrid>
    </SettingsSection>
  );
}
