import { Stack } from '@sumaa/ui';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

/**
 * Which channels and which alerts (spec §2 settings → notifications). SMS and push have no delivery in the
 * product yet: the choice is stored, and the switch says plainly that nothing is sent that way for now.
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
        />
        <SettingSwitch
          name="notifications.pushNotifications"
          label={t('notifications.push')}
          hint={t('notifications.pushNotAvailable')}
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
