import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsScreen } from './components/AnalyticsScreen';

/** /admin/analytics: its texts travel with its code, so the first render waits for them here. */
export function AnalyticsPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={4} rowHeight="10rem" label={t('loading')} />}>
      <AnalyticsScreen />
    </Suspense>
  );
}
