import { LoadFailure } from '@sumaa/app-kit';
import { SkeletonRows } from '@sumaa/ui';
import { useReviewRequestSettingsQuery } from '../api/reviewRequestSettings';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { SettingsForm } from './SettingsForm';

/** The way the business asks: read first, then the form with what the server holds. */
export function SettingsTab() {
  const { t } = useRequestsTexts();
  const settings = useReviewRequestSettingsQuery();
  if (settings.isPending) return <SkeletonRows rows={6} rowHeight="56px" label={t('settings.loading')} />;
  if (settings.isError) {
    return (
      <LoadFailure
        title={t('settings.loadError')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <SettingsForm settings={settings.data} />;
}
