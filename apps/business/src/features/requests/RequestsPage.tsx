import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestsScreen } from './components/RequestsScreen';

/**
 * The review-requests page (issue 23, needs SendReviewRequests). Its texts travel with its code, so the first
 * render waits for them here rather than blanking the whole area. Its toasts go to the area's provider.
 */
export function RequestsPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={5} rowHeight="56px" label={t('loading')} />}>
      <RequestsScreen />
    </Suspense>
  );
}
