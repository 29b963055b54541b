import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscriptionScreen } from './components/SubscriptionScreen';

/**
 * The subscription page (spec §2 "subscription", admins). Its texts travel with its code, so the first render
 * waits for them here rather than blanking the whole area. Its toasts go to the area's provider.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={3} rowHeight="160px" label={t('loading')} />}>
      <SubscriptionScreen />
    </Suspense>
  );
}
