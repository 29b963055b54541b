import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewScreen } from './components/OverviewScreen';

/** /admin (the overview): its texts travel with its code, so the first render waits for them here. */
export function OverviewPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={4} rowHeight="8rem" label={t('loading')} />}>
      <OverviewScreen />
    </Suspense>
  );
}
