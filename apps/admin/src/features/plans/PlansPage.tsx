import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlansScreen } from './components/PlansScreen';

/** /admin/plans: its texts travel with its code, so the first render waits for them here. */
export function PlansPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={3} rowHeight="12rem" label={t('loading')} />}>
      <PlansScreen />
    </Suspense>
  );
}
