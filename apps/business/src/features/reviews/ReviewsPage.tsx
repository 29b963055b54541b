import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewsScreen } from './components/ReviewsScreen';

/**
 * The review inbox (spec §2 "reviews", needs ViewReviews). Its texts travel with its code, so the first render
 * waits for them here rather than blanking the whole area. Its toasts go to the area's provider.
 */
export function ReviewsPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={5} rowHeight="120px" label={t('loading')} />}>
      <ReviewsScreen />
    </Suspense>
  );
}
