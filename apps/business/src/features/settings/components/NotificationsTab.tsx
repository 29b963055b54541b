import { Stack } from '@sumaa/ui';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

/**
 * Which channels and which alerts (spec §2 settings → notifications). SMS and push have no delivery yet (it
 * comes with WhatsApp/SMS): their switches are shown off and disabled, saying so, and the server refuses them.
 */
export function NotificationsTab() {
  const { t } = useSettingsTexts();
  return (
    <Stack gap={5}>
      <SettingsSection
        title={t('notifications.channelsTitle')}
        description={t('notifications.channelsDescription')}
      >
        <SettingSwitch name="notifications.emailNotifications" label={t('notifications.email')} />
        <SettingSwitch
          name="notifications.smsNotifications"
          label={t('notifications.sms')}
          hint={t('notifications.smsNotAvailable')}
          disabled
        />
        <SettingSwitch
          name="notifications.pushNotifications"
          label={t('notifications.push')}
          hint={t('notifications.pushNotAvailable')}
          disabled
        />
      </SettingsSection>
      <SettingsSection
        title={t('notifications.alertsTitle')}
        description={t('notifications.alertsDescription')}
      >
        <SettingSwitch name="notifications.newReviews" label={t('notifications.newReviews')} />
        <SettingSwitch name="notifications.negativeReviews" label={t('notifications.negativeReviews')} />
        <SettingSwitch name="notifications.weeklyReports" label={t('notifications.weeklyReports')} />
        <SettingSwitch name="notifications.monthlyReports" label={t('notifications.monthlyReports')} />
      </SettingsSection>
    </Stack>
  );
}
