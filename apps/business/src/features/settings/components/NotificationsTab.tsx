import { Stack } from '@sumaa/ui';
import { useWatch } from 'react-hook-form';
import { useWhatsAppAlertsQuery } from '../api/whatsAppAlerts';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { MyWhatsAppAlerts } from './MyWhatsAppAlerts';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';
import type { SettingsFormValues } from '../settingsForm';

/**
 * Which channels and which alerts (spec §2 settings → notifications). The spec's SMS switch is the business's
 * switch of WhatsApp alerts of negative reviews (issue 23; the setting keeps its key smsNotifications): it turns
 * on only where WhatsApp is set up on the server, and says so otherwise. Push has no delivery yet: shown off and
 * disabled, saying so, and the server refuses it. Below, the signed-in member's own WhatsApp alerts.
 */
export function NotificationsTab() {
  const { t } = useSettingsTexts();
  const whatsApp = useWhatsAppAlertsQuery();
  const available = whatsApp.data?.available === true;
  // A switch left on where WhatsApp is no longer set up can still be turned off.
  const whatsAppOn = useWatch<SettingsFormValues, 'notifications.smsNotifications'>({
    name: 'notifications.smsNotifications',
  });
  return (
    <Stack gap={5}>
      <SettingsSection
        title={t('notifications.channelsTitle')}
        description={t('notifications.channelsDescription')}
      >
        <SettingSwitch name="notifications.emailNotifications" label={t('notifications.email')} />
        <SettingSwitch
          name="notifications.smsNotifications"
          label={t('notifications.whatsAppAlerts')}
          hint={available ? t('notifications.whatsAppAlertsHint') : t('notifications.whatsAppNotAvailable')}
          disabled={!available && whatsAppOn !== true}
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
      <MyWhatsAppAlerts />
    </Stack>
  );
}
