import { AlertBanner, Button, PageHeader, SkeletonRows, Stack } from '@sumaa/ui';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessSettingsQuery } from '../../shared/business-settings/useBusinessSettings';
import { useBusinessProfileQuery } from './api/getBusinessProfile';
import { SettingsForm } from './components/SettingsForm';
import { LeavingSection } from './leaving/LeavingSection';
import { useSettingsTexts } from './hooks/useSettingsTexts';

/** Placeholder rows the height of the tab bar and the first fields, so nothing jumps when they arrive. */
function SettingsSkeleton({ label }: { label: string }) {
  return <SkeletonRows rows={6} label={label} rowHeight="64px" gap="16px" />;
}

/** The settings page (spec §2 "settings", needs Settings): its title, then the form once both parts are in. */
export function SettingsPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SettingsSkeleton label={t('loading')} />}>
      <SettingsContent />
    </Suspense>
  );
}

function SettingsContent() {
  const { t } = useSettingsTexts();
  const { t: tBusiness } = useTranslation('business');
  const profileQuery = useBusinessProfileQuery();
  const settingsQuery = useBusinessSettingsQuery();
  // The form starts from what is saved, never from defaults: saving defaults over real settings would lose them.
  const profile = profileQuery.data;
  const settings = settingsQuery.data;
  const failed =
    (profile === undefined && profileQuery.isError) || (settings === undefined && settingsQuery.isError);

  const retry = () => {
    if (profileQuery.isError) void profileQuery.refetch();
    if (settingsQuery.isError) void settingsQuery.refetch();
  };

  let content: ReactNode;
  if (profile !== undefined && settings !== undefined) {
    content = <SettingsForm profile={profile} settings={settings} />;
  } else if (failed) {
    content = (
      <AlertBanner
        tone="error"
        title={t('loadError.title')}
        action={
          <Button variant="secondary" onClick={retry}>
            {t('loadError.retry')}
          </Button>
        }
      >
        {t('loadError.message')}
      </AlertBanner>
    );
  } else {
    content = <SettingsSkeleton label={t('loading')} />;
  }

  return (
    <Stack gap={6}>
      <PageHeader
        title={tBusiness('pages.settings.title')}
        description={tBusiness('pages.settings.summary')}
      />
      {content}
      {/* Your data (PDPL): its own calls, shown whatever the form's state. */}
      <LeavingSection />
    </Stack>
  );
}
