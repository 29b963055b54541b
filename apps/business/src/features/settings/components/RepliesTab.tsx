import { Stack } from '@sumaa/ui';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

/**
 * How replies are published (issue 10): with approval on, an agent's reply waits for a manager or an admin
 * before it goes to Google; and whether AI may draft (issue 24): off, nothing of the business's reviews is sent
 * to the AI service by anything. Saved with the page's save button, like the other settings.
 */
export function RepliesTab() {
  const { t } = useSettingsTexts();
  return (
    <Stack gap={5}>
      <SettingsSection title={t('replies.approvalTitle')} description={t('replies.approvalDescription')}>
        <SettingSwitch
          name="replies.requireApprovalForAgents"
          label={t('replies.requireApproval')}
          hint={t('replies.requireApprovalHint')}
        />
      </SettingsSection>
      <SettingsSection title={t('replies.aiTitle')} description={t('replies.aiDescription')}>
        <SettingSwitch
          name="replies.aiDrafts"
          label={t('replies.aiDrafts')}
          hint={t('replies.aiDraftsHint')}
        />
      </SettingsSection>
    </Stack>
  );
}
