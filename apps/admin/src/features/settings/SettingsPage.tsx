import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from './components/SettingsScreen';

/** /admin/settings: its texts travel with its code, so the first render waits for them here. */
export function SettingsPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={4} rowHeight="3rem" label={t('loading')} />}>
      <SettingsScreen />
    </Suspense>
  );
}
