import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamScreen } from './components/TeamScreen';

/**
 * The team page (spec §2 "team", needs ManageTeam). Its texts travel with its code, so the first render waits
 * for them here rather than blanking the whole area. Its toasts go to the area's provider (BusinessRoutes).
 */
export function TeamPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={5} rowHeight="64px" label={t('loading')} />}>
      <TeamScreen />
    </Suspense>
  );
}
